/**
 * Runs a test command's phases one after another, stopping at the first that fails, and prints what
 * each cost: its wall time, the CPU time (user + system) of its processes, the machine's busy CPU time
 * over the phase, and the load average (one minute) at its start and end. The machine is often shared
 * with other work, so wall time alone says more about the neighbours than about the suite; CPU time
 * changes far less with the load. The processes' own CPU misses what a browser's helper processes
 * spend (they are not reaped through the phase's tree), so the machine's column is the one that counts
 * a browser phase, on a machine running nothing else. A group of phases runs side by side, for phases
 * that each leave a core idle and touch nothing the others read.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export interface Phase {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

interface Cost {
  name: string;
  wallS: number;
  cpuS: number | null;
  machineS: number | null;
  load: [number, number];
}

/**
 * The CPU seconds of this process's children that have ended (Linux: /proc/self/stat's cutime and
 * cstime, in clock ticks of 1/100 s), or null where there is no /proc.
 */
export function childrenCpuS(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/**
 * The CPU seconds every process of the machine has spent since boot outside idle and I/O wait (Linux:
 * /proc/stat's first line, in clock ticks of 1/100 s), or null where there is no /proc.
 */
function machineBusyS(): number | null {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
  } catch {
    return null;
  }
}

const seconds = (value: number | null) => (value === null ? '-' : `${value.toFixed(1)} s`);

function table(costs: Cost[]): string {
  const rows = costs.map(({ name, wallS, cpuS, machineS, load }) => [
    name,
    `${wallS.toFixed(1)} s`,
    seconds(cpuS),
    seconds(machineS),
    `${load[0].toFixed(1)} → ${load[1].toFixed(1)}`,
  ]);
  const total = (pick: (cost: Cost) => number | null) =>
    costs.every((cost) => pick(cost) !== null) ? costs.reduce((sum, cost) => sum + pick(cost)!, 0) : null;
  rows.push([
    'all',
    seconds(total((cost) => cost.wallS)),
    seconds(total((cost) => cost.cpuS)),
    seconds(total((cost) => cost.machineS)),
    '',
  ]);
  const all = [['phase', 'wall', 'CPU', 'machine CPU', 'load'], ...rows];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  return all
    .map((row) => row.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  '))
    .join('\n');
}

/**
 * Runs one phase in `cwd` and resolves to its exit code. The first phase of a group prints as it goes;
 * the others' output is kept and printed whole when they end, so no two phases' lines interleave.
 */
function runPhase(phase: Phase, cwd: string, live: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, {
      cwd,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...(phase.env ?? process.env), ...(live ? {} : { FORCE_COLOR: '1' }) },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      if (!live) process.stdout.write(Buffer.concat([Buffer.from(`\n$ ${phase.name}\n`), ...output]));
      resolve(code ?? 1);
    });
  });
}

/**
 * Runs the phases in `cwd`, each entry a phase or a group of phases side by side; exits with the first
 * failing phase's code after printing the costs so far.
 */
export async function runPhases(title: string, phases: (Phase | Phase[])[], cwd: string): Promise<void> {
  const costs: Cost[] = [];
  let failed = 0;
  for (const entry of phases) {
    const group = Array.isArray(entry) ? entry : [entry];
    const start = {
      time: performance.now(),
      cpu: childrenCpuS(),
      machine: machineBusyS(),
      load: loadavg()[0]!,
    };
    const codes = await Promise.all(group.map((phase, index) => runPhase(phase, cwd, index === 0)));
    const cpu = childrenCpuS();
    const machine = machineBusyS();
    costs.push({
      name: group.map((phase) => phase.name).join(' + '),
      wallS: (performance.now() - start.time) / 1000,
      cpuS: cpu === null || start.cpu === null ? null : cpu - start.cpu,
      machineS: machine === null || start.machine === null ? null : machine - start.machine,
      load: [start.load, loadavg()[0]!],
    });
    failed = codes.find((code) => code !== 0) ?? 0;
    if (failed) break;
  }
  console.log(
    `\n${title}: what each phase cost (compare CPU time; wall time only at a like load)\n${table(costs)}`,
  );
  if (failed) process.exit(failed);
}
