/**
 * The audit's CPU columns: only the tasks of the thread that parsed the page count, by thread time, and
 * what a task spent waiting is its wall time less its CPU time.
 */
import { describe, expect, it } from 'vitest';
import { mainThreadCpu } from '../../scripts/helpers/main-thread-cpu.ts';

const URL = 'http://127.0.0.1:4000/blog/a';
const task = (tid: number, dur: number, tdur?: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid: 7,
  tid,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

describe('mainThreadCpu', () => {
  it("sums the parsing thread's tasks by CPU time and keeps the rest of their wall time as waiting", () => {
    const events = [
      { name: 'ParseHTML', ph: 'X', pid: 7, tid: 1, dur: 5_000, args: { beginData: { url: URL } } },
      // The navigation's commit: 76 ms on the clock, 14.5 ms on the CPU.
      task(1, 76_100, 14_500),
      task(1, 20_000, 20_000),
      // Another thread of the same renderer, and a trace without thread times (wall time stands in).
      task(2, 90_000, 90_000),
      task(1, 3_000),
    ];
    expect(mainThreadCpu(events, URL)).toEqual({ cpuMs: 37.5, longestCpuMs: 20, waitMs: 61.6 });
  });

  it('is null when no thread parsed the page', () => {
    expect(mainThreadCpu([task(1, 10_000, 10_000)], URL)).toBeNull();
  });
});
