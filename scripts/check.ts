/**
 * `npm run check`: the type check (astro check) in one lane, formatting, lint and unused code (prettier,
 * eslint, knip) one after another in a second. Each tool works on one core, so the two lanes side by side
 * take the time of the longer on a machine of two cores or more. ESLint fails on a warning as on an error
 * (`--max-warnings 0`): a warning nobody has to fix is read by nobody. Each lane's output is printed
 * whole when it ends; the run fails when either lane does.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

type Step = [command: string, ...args: string[]];

const LANES: Step[][] = [
  [[bin('astro'), 'check']],
  [[bin('prettier'), '--check', '.'], [bin('eslint'), '--max-warnings', '0', '.'], [bin('knip')]],
];

/** Runs one step, its output kept; resolves to whether it passed. */
function run([command, ...args]: Step, output: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    output.push(`$ ${[command.replace(`${root}/`, ''), ...args].join(' ')}\n`);
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', (error) => {
      output.push(`${error.message}\n`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Runs a lane's steps in order, stopping at the first that fails, then prints what they printed. */
async function lane(steps: Step[]): Promise<boolean> {
  const output: string[] = [];
  let passed = true;
  for (const step of steps) {
    passed = await run(step, output);
    if (!passed) break;
  }
  process.stdout.write(output.join(''));
  return passed;
}

const results = await Promise.all(LANES.map(lane));
process.exit(results.every(Boolean) ? 0 : 1);
