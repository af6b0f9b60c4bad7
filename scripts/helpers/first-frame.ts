/**
 * A fresh load's first tasks, read from a Chromium trace: the navigation's commit, the task that paints
 * the first frame, and the font lookups the renderer made on the way. On Linux each system font's rendering
 * settings at each whole pixel size (bold or not) and each family's match are asked of the browser
 * process by a synchronous call, so the renderer's wall time holds waiting its CPU time does not show.
 */
import { parsingThread, type TraceEvent } from './main-thread-cpu.ts';

/** The fields of a trace event this reads: a start time as well. */
export interface FrameTraceEvent extends TraceEvent {
  ts: number;
}

/** A task's time on the clock and on the CPU, in ms. */
interface Spent {
  wallMs: number;
  cpuMs: number;
}

export interface FirstFrame {
  /** The task that commits the navigation (its document and script context); null when none was traced. */
  commit: Spent | null;
  /** The task that paints the first frame, with its style, layout and paint by CPU time. */
  frame: (Spent & { styleMs: number; layoutMs: number; paintMs: number }) | null;
  /** Every outermost font lookup on the page's main thread, and the calls to the browser within them. */
  fonts: Spent & { lookups: number; strikeQueries: number; familyMatches: number; nameLookups: number };
}

const TASK = 'RunTask';
const LOOKUP = 'FontCache::GetFontPlatformData';

const wall = (e: FrameTraceEvent) => (e.dur ?? 0) / 1000;
const cpu = (e: FrameTraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
const spent = (e: FrameTraceEvent): Spent => ({ wallMs: wall(e), cpuMs: cpu(e) });
const within = (outer: FrameTraceEvent, e: FrameTraceEvent) =>
  e !== outer && e.ts >= outer.ts && e.ts + (e.dur ?? 0) <= outer.ts + (outer.dur ?? 0);

/** The first frame of the page at `url`, on the thread that parsed it; null when no thread did. */
export function firstFrame(events: FrameTraceEvent[], url: string): FirstFrame | null {
  const found = parsingThread(events, url);
  if (!found) return null;
  const { parse } = found;
  const thread = found.thread.sort((a, b) => a.ts - b.ts);
  const tasks = thread.filter((e) => e.name === TASK);
  const inside = (task: FrameTraceEvent, name: string) =>
    thread.filter((e) => e.name === name && within(task, e));

  const commit = tasks.findLast(
    (t) => t.ts <= parse.ts && inside(t, 'RenderFrameImpl::CommitNavigation').length > 0,
  );
  const painting = tasks.find((t) => t.ts + (t.dur ?? 0) >= parse.ts && inside(t, 'Paint').length > 0);
  const cpuOf = (task: FrameTraceEvent, name: string) =>
    inside(task, name).reduce((sum, e) => sum + cpu(e), 0);

  const lookups = thread.filter(
    (e) => e.name === LOOKUP && !thread.some((o) => o.name === LOOKUP && within(o, e)),
  );
  const count = (name: string) => thread.filter((e) => e.name === name).length;
  return {
    commit: commit ? spent(commit) : null,
    frame: painting
      ? {
          ...spent(painting),
          styleMs: cpuOf(painting, 'UpdateLayoutTree'),
          layoutMs: cpuOf(painting, 'Layout'),
          paintMs: cpuOf(painting, 'Paint'),
        }
      : null,
    fonts: {
      lookups: lookups.length,
      wallMs: lookups.reduce((sum, e) => sum + wall(e), 0),
      cpuMs: lookups.reduce((sum, e) => sum + cpu(e), 0),
      strikeQueries: count('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike'),
      familyMatches: count('FontDataManager::onMatchFamilyStyle'),
      nameLookups: count('WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName'),
    },
  };
}
