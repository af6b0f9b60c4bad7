/**
 * The page's main-thread work by CPU time, read from a Chromium trace: what a busy machine cannot
 * inflate. Lighthouse's TBT and main-thread breakdown use each task's wall time (multiplied by the CPU
 * slowdown under simulated throttling), which on a loaded machine includes the time the renderer waited
 * for a core or on another process; a task's thread time (`tdur`) does not.
 */

/** The few fields of a trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

export interface MainThreadCpu {
  /** CPU time of every task on the page's main thread, in ms. */
  cpuMs: number;
  /** CPU time of the longest task by CPU, in ms. */
  longestCpuMs: number;
  /** Wall time of those tasks less their CPU time: waiting for a core, a lock or another process, in ms. */
  waitMs: number;
}

/**
 * The main thread that parsed the page at `url` (the first ParseHTML of that address): that event and the
 * thread's complete events in the trace's order; null without one.
 */
export function parsingThread<E extends TraceEvent>(
  events: E[],
  url: string,
): { parse: E; thread: E[] } | null {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  if (!parse) return null;
  return { parse, thread: events.filter((e) => e.ph === 'X' && e.pid === parse.pid && e.tid === parse.tid) };
}

/** The CPU figures of the thread that parsed the page at `url`; null without one. */
export function mainThreadCpu(events: TraceEvent[], url: string): MainThreadCpu | null {
  const tasks = parsingThread(events, url)?.thread.filter((e) => e.name === 'RunTask');
  if (!tasks) return null;
  let cpu = 0;
  let wall = 0;
  let longest = 0;
  for (const task of tasks) {
    const taskCpu = task.tdur ?? task.dur ?? 0;
    cpu += taskCpu;
    wall += task.dur ?? 0;
    longest = Math.max(longest, taskCpu);
  }
  return { cpuMs: cpu / 1000, longestCpuMs: longest / 1000, waitMs: Math.max(0, wall - cpu) / 1000 };
}
