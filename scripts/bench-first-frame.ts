/**
 * `npm run bench:first-frame`: what a fresh load's first frame costs, read from Chromium's trace. Serves
 * the current build (run `npm run build` first) with `npm start`'s server, loads each page FRAME_RUNS times
 * (default 5) in a fresh Debian Chromium at a 412 px phone's size, unthrottled, from a blank page as
 * Lighthouse does, and prints the medians: the navigation's commit task, the task that paints the first
 * frame (style, layout and paint by CPU time) and the page's font lookups, each by wall and CPU time.
 * Wall time above CPU time is the renderer waiting: for a core, or for the browser process to answer a
 * font lookup (scripts/helpers/first-frame.ts). It reports figures; it is not a test.
 *
 *   npm run bench:first-frame
 *   FRAME_RUNS=9 npm run bench:first-frame -- / /fees
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './helpers/chromium.ts';
import { firstFrame, type FirstFrame, type FrameTraceEvent } from './helpers/first-frame.ts';
import { startSite } from './helpers/site-process.ts';

const runs = Math.max(1, Number(process.env.FRAME_RUNS || 5));
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/fees', '/contact'];
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'navigation',
  'blink',
  'fonts',
];

async function load(url: string): Promise<FirstFrame> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('about:blank');
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // The fonts asked for by the layouts that follow the load (blocks drawn once near the screen).
    await page.waitForTimeout(500);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: FrameTraceEvent[] };
    const frame = firstFrame(trace.traceEvents, url);
    if (!frame) throw new Error(`no thread parsed ${url}`);
    return frame;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const ms = (values: number[]) => median(values).toFixed(1);

const server = await startSite({ CONTACT_WORKER: 'off' });
try {
  console.log(`Fresh Chromium, 412 px phone, unthrottled; median of ${runs}; ms (wall / CPU).`);
  const header = ['page', 'commit', 'first frame', 'style', 'layout', 'paint', 'font lookups', 'asked'];
  const rows: string[][] = [];
  for (const path of paths) {
    const results: FirstFrame[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await load(`${server.url}${path}`));
    const pick = (f: (r: FirstFrame) => number | undefined) =>
      results.map(f).filter((v): v is number => v !== undefined);
    rows.push([
      path,
      `${ms(pick((r) => r.commit?.wallMs))} / ${ms(pick((r) => r.commit?.cpuMs))}`,
      `${ms(pick((r) => r.frame?.wallMs))} / ${ms(pick((r) => r.frame?.cpuMs))}`,
      ms(pick((r) => r.frame?.styleMs)),
      ms(pick((r) => r.frame?.layoutMs)),
      ms(pick((r) => r.frame?.paintMs)),
      `${median(pick((r) => r.fonts.lookups))}: ${ms(pick((r) => r.fonts.wallMs))} / ${ms(pick((r) => r.fonts.cpuMs))}`,
      `${median(pick((r) => r.fonts.strikeQueries))} sizes, ${median(pick((r) => r.fonts.familyMatches))} families, ` +
        `${median(pick((r) => r.fonts.nameLookups))} names`,
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log([line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
} finally {
  await server.stop();
}
