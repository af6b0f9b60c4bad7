/**
 * The first-frame benchmark's reading of a trace: the commit is the task before the parse that commits the
 * navigation, the first frame the first task from the parse on that paints, and a font lookup nested in
 * another is counted once.
 */
import { describe, expect, it } from 'vitest';
import { firstFrame, type FrameTraceEvent } from '../../scripts/helpers/first-frame.ts';

const URL = 'http://127.0.0.1:4000/fees';
const on = (tid: number, name: string, ts: number, dur: number, tdur = dur): FrameTraceEvent => ({
  name,
  ph: 'X',
  pid: 7,
  tid,
  ts,
  dur,
  tdur,
});

describe('firstFrame', () => {
  it("reads the commit, the painting task's style, layout and paint, and the font lookups by wall and CPU", () => {
    const events = [
      // An earlier task that only creates the frame, then the commit: 27.5 ms on the clock, 6.7 on the CPU.
      on(1, 'RunTask', 0, 5_000),
      on(1, 'RunTask', 10_000, 27_500, 6_700),
      on(1, 'RenderFrameImpl::CommitNavigation', 10_100, 27_000, 6_500),
      { ...on(1, 'ParseHTML', 40_000, 4_000), args: { beginData: { url: URL } } },
      on(1, 'RunTask', 39_000, 6_000),
      // The first frame: 32 ms on the clock, 12 on the CPU, a lookup that waits 9 ms on the browser.
      on(1, 'RunTask', 50_000, 32_000, 12_000),
      on(1, 'UpdateLayoutTree', 50_100, 6_000, 3_000),
      on(1, 'Layout', 56_200, 20_000, 6_000),
      on(1, 'FontCache::GetFontPlatformData', 57_000, 10_000, 400),
      on(1, 'FontCache::GetFontPlatformData', 57_100, 9_500, 300),
      on(1, 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike', 57_200, 9_000, 100),
      on(1, 'Paint', 77_000, 2_000, 1_500),
      // Another thread paints too, and is not the page's.
      on(2, 'RunTask', 50_000, 90_000),
      on(2, 'Paint', 51_000, 80_000),
    ];
    expect(firstFrame(events, URL)).toEqual({
      commit: { wallMs: 27.5, cpuMs: 6.7 },
      frame: { wallMs: 32, cpuMs: 12, styleMs: 3, layoutMs: 6, paintMs: 1.5 },
      fonts: { lookups: 1, wallMs: 10, cpuMs: 0.4, strikeQueries: 1, familyMatches: 0, nameLookups: 0 },
    });
  });

  it('is null when no thread parsed the page', () => {
    expect(firstFrame([on(1, 'RunTask', 0, 10_000)], URL)).toBeNull();
  });
});
