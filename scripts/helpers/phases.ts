/**
 * Runs a test command's phases one after another, stopping at the first that fails, and prints what
 * each cost: its wall time, the CPU time (user + system) of its processes, and the load average (one
 * minute) at its start and end. The machine is often shared with other work, so wall time alone says
 * more about the neighbours than about the suite; CPU time changes far less with the load.
 */
import { spawnSync } from 'node:child_process';
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

function table(costs: Cost[]): string {
  const rows = costs.map(({ name, wallS, cpuS, load }) => [
    name,
    `${wallS.toFixed(1)} s`,
    cpuS === null ? '-' : `${cpuS.toFixed(1)} s`,
    `${load[0].toFixed(1)} → ${load[1].toFixed(1)}`,
  ]);
  const all = [['phase', 'wall', 'CPU', 'load'], ...rows];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  return all
    .map((row) => row.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  '))
    .join('\n');
}

/** Runs the phases in `cwd`; exits with the first failing phase's code after printing the costs so far. */
export function runPhases(title: string, phases: Phase[], cwd: string): void {
  const costs: Cost[] = [];
  let failed = 0;
  for (const phase of phases) {
    const start = { time: performance.now(), cpu: childrenCpuS(), load: loadavg()[0]! };
    const result = spawnSync(phase.command, phase.args, {
      cwd,
      stdio: 'inherit',
      env: phase.env ?? process.env,
    });
    const cpu = childrenCpuS();
    costs.push({
      name: phase.name,
      wallS: (performance.now() - start.time) / 1000,
      cpuS: cpu === null || start.cpu === null ? null : cpu - start.cpu,
      load: [start.load, loadavg()[0]!],
    });
    if (result.status !== 0) {
      failed = result.status ?? 1;
      break;
    }
  }
  console.log(
    `\n${title}: what each phase cost (compare CPU time; wall time only at a like load)\n${table(costs)}`,
  );
  if (failed) process.exit(failed);
}
