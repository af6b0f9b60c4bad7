/**
 * `npm run audit`: Lighthouse on the site's own pages and one page of every other kind the page
 * registry names. Builds (unless AUDIT_SKIP_BUILD=1), serves the build with `npm start`'s server on a
 * free loopback port with a throwaway data folder (scripts/helpers/site-process.ts), and runs Lighthouse's default mobile profile (simulated throttling) AUDIT_RUNS times per
 * page (default 3), keeping the median run by performance score. Prints a table and writes it to
 * reports/audit.md, the median figures to reports/audit.json and each median run's full Lighthouse
 * result to reports/lighthouse/<page>.json (open one in https://googlechrome.github.io/lighthouse/viewer/).
 *
 * It reports figures; it is not a test: the exit code is 0 unless the audit itself could not run.
 *
 *   npm run audit
 *   AUDIT_SKIP_BUILD=1 AUDIT_ONLY=/,faq AUDIT_RUNS=1 npm run audit
 *
 * AUDIT_CPU_SLOWDOWN overrides Lighthouse's 4x CPU slowdown. The default assumes a fast desktop; on a
 * slow or busy machine (see the benchmark index in the report) TBT comes out inflated. The columns
 * "CPU ms" and "max CPU" (the page's main-thread tasks by CPU time, unthrottled, and the longest of them)
 * and "wait ms" (their wall time less CPU time) come from each run's trace: compare pages by those on a
 * busy machine (scripts/helpers/main-thread-cpu.ts).
 *
 * AUDIT_SLOW_CPU=1 models a slow phone on any machine: the audit measures this machine's benchmark
 * index first and raises the CPU slowdown until the runs behave as a machine of index 1,000
 * (AUDIT_TARGET_INDEX chooses another) under the standard 4x; it prints both the index and the slowdown
 * (scripts/helpers/slow-cpu.ts).
 *
 * AUDIT_THROTTLING=devtools has the browser itself slow the page's CPU and network while Lighthouse
 * watches (its "applied" throttling), instead of simulating a slow load from a fast one. The simulation
 * leaves the navigation's own first task out of the first paint but not out of the main thread, so a
 * page that paints before any other request (ours) is charged for it as blocking time; applied
 * throttling measures the tasks as they ran. Slower and noisier, so use it beside the simulation; it is
 * the measure of record for the speed goal, since our Cross-Origin-Opener-Policy always sends the page to
 * a fresh renderer, whose commit the simulation charges (docs/decisions.md).
 *
 * AUDIT_PEER names another site's static build (a dist/ folder) to audit beside ours in the same run:
 * it is served from its own loopback port, compressed as a host would, and its AUDIT_PEER_PAGES (default
 * `/`) are measured in the same rounds as our pages, so both meet the same machine load; the table
 * labels them `<folder's parent>:<path>`.
 *
 *   AUDIT_SKIP_BUILD=1 AUDIT_ONLY=home,article AUDIT_PEER=../cactus/dist AUDIT_PEER_PAGES=/,/posts/x/ npm run audit
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { sitePages } from '../src/lib/pages/site-pages.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './helpers/chromium.ts';
import { mainThreadCpu, type MainThreadCpu } from './helpers/main-thread-cpu.ts';
import { servePeer } from './helpers/peer-site.ts';
import { effectiveIndex, slowdownFor } from './helpers/slow-cpu.ts';
import { startSite } from './helpers/site-process.ts';

const root = join(import.meta.dirname, '..');
const reportsDir = join(root, 'reports');
const runs = Math.max(1, Number(process.env.AUDIT_RUNS || 3));
let cpuSlowdown = Number(process.env.AUDIT_CPU_SLOWDOWN) || undefined;
/** AUDIT_SLOW_CPU=1: the slowdown is raised until the runs behave as a machine of this index. */
const targetIndex = process.env.AUDIT_SLOW_CPU ? Number(process.env.AUDIT_TARGET_INDEX) || 1000 : undefined;
const chromePath = CHROMIUM_PATH;
const throttlingMethod = process.env.AUDIT_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

// The flags this machine's Chromium needs, plus a resolver rule that makes every host other than
// 127.0.0.1 unresolvable: nothing the browser does during an audit can reach the internet.
const CHROME_FLAGS = [
  '--headless',
  ...CHROMIUM_FLAGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const RESOURCE_TYPES = ['document', 'script', 'stylesheet', 'font', 'image', 'total'] as const;
type ResourceType = (typeof RESOURCE_TYPES)[number];

interface Page {
  label: string;
  path: string;
  /** The address of the server that serves the page: ours, or the peer's. */
  origin: string;
  /** Lighthouse refuses a page that answers 4xx unless told that the status is intended. */
  expectStatus?: number;
}

interface Finding {
  category: Category;
  id: string;
  title: string;
  displayValue?: string;
}

interface PageResult {
  label: string;
  path: string;
  scores: Record<Category, number | null>;
  metrics: { lcp: number; tbt: number; cls: number; fcp: number };
  /** The median run's main-thread work by CPU time (unthrottled, as observed), which load cannot inflate. */
  cpu: MainThreadCpu | null;
  bytes: Record<ResourceType, number>;
  /** Performance scores of every run, the median's among them. */
  runScores: (number | null)[];
  /** Lighthouse's measure of this machine's speed (about 1000+ on a fast desktop, lower when busy). */
  benchmarkIndex: number;
  /** Requests that left 127.0.0.1 (there should be none). */
  outsideRequests: string[];
  /** TBT charged to the navigation's own first task (Lighthouse's "Unattributable"), in ms. */
  commitBlockingMs: number;
  findings: Finding[];
  error?: string;
}

/**
 * Below this benchmark index Lighthouse's CLI warns that the host is slower than its 4x CPU slowdown
 * assumes (core/gather/driver/environment.js, docs/throttling.md); here it means other work was running.
 */
const BUSY_BENCHMARK_INDEX = 1000;

const percent = (score: number | null | undefined) =>
  score === null || score === undefined ? null : Math.round(score * 100);

/** One page of each kind the registry names (src/lib/pages/registry.ts), the first of its kind by address. */
function pagesToAudit(origin: string): Page[] {
  const pages: Page[] = [];
  const kinds = new Set<string>();
  for (const entry of sitePages(root)) {
    if (entry.kind === 'error') continue;
    // Every page of the site's own kind is audited; one of each other kind stands for the rest.
    const label = entry.kind === 'page' || entry.kind === 'home' ? entry.path.slice(1) || 'home' : entry.kind;
    if (entry.kind !== 'page' && kinds.has(entry.kind)) continue;
    kinds.add(entry.kind);
    pages.push({ label, path: entry.path, origin });
  }
  pages.push({ label: 'not-found', path: '/no-such-page', origin, expectStatus: 404 });
  const only = process.env.AUDIT_ONLY?.split(',').map((s) => s.trim());
  return only ? pages.filter((p) => only.includes(p.path) || only.includes(p.label)) : pages;
}

function build() {
  console.log('Building the site (AUDIT_SKIP_BUILD=1 skips this)...');
  // Astro's telemetry would be a request outside this machine; the audit makes none.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

type DetailsItem = Record<string, unknown>;
function detailItems(lhr: Result, auditId: string): DetailsItem[] {
  const details = lhr.audits[auditId]?.details as { items?: DetailsItem[] } | undefined;
  return details?.items ?? [];
}

/**
 * What costs the page points: failing weighted audits in accessibility, best practices and SEO, and
 * performance audits with estimated savings that Lighthouse marks as worth acting on.
 */
function findingsOf(lhr: Result): Finding[] {
  const findings: Finding[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || ref.group === 'metrics') continue;
      const failing =
        category === 'performance'
          ? audit.scoreDisplayMode === 'metricSavings' && audit.score < 0.9
          : ref.weight > 0 && audit.score < 1;
      if (!failing) continue;
      findings.push({
        category,
        id: ref.id,
        title: audit.title,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return findings;
}

function bytesByType(lhr: Result): Record<ResourceType, number> {
  const bytes = Object.fromEntries(RESOURCE_TYPES.map((type) => [type, 0])) as Record<ResourceType, number>;
  for (const item of detailItems(lhr, 'resource-summary')) {
    const type = item.resourceType as ResourceType;
    if (RESOURCE_TYPES.includes(type)) bytes[type] = Number(item.transferSize ?? 0);
  }
  return bytes;
}

/** Each run's main-thread CPU figures, read from its trace when the run ends (the trace is not kept). */
const cpuOfRun = new WeakMap<Result, MainThreadCpu | null>();

function summarise(page: Page, lhr: Result, runScores: (number | null)[]): PageResult {
  const { origin } = page;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    label: page.label,
    path: page.path,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, percent(lhr.categories[c]?.score)])) as Record<
      Category,
      number | null
    >,
    metrics: {
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
    },
    cpu: cpuOfRun.get(lhr) ?? null,
    bytes: bytesByType(lhr),
    runScores,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    outsideRequests: detailItems(lhr, 'network-requests')
      .map((item) => String(item.url))
      .filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:')),
    commitBlockingMs: throttlingMethod === 'simulate' ? commitBlocking(lhr) : 0,
    findings: findingsOf(lhr),
  };
}

/**
 * The blocking time Lighthouse counts for the task it cannot attribute to any script: the navigation's
 * commit. Under simulated throttling that task is left out of the first paint's graph but kept on the main
 * thread, so where a response asks for a fresh renderer (Cross-Origin-Opener-Policy) its whole length after
 * the simulated first paint counts, and the cheaper the page's own first paint, the more counts.
 */
function commitBlocking(lhr: Result): number {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const tti = lhr.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY;
  let blocking = 0;
  for (const task of detailItems(lhr, 'long-tasks')) {
    if (task.url !== 'Unattributable') continue;
    const start = Number(task.startTime);
    const end = start + Number(task.duration);
    const counted = Math.min(end, tti) - Math.max(start, fcp);
    if (counted > 50) blocking += counted - 50;
  }
  return Math.round(blocking);
}

/** The middle run by performance score; among equal scores the one with the middle LCP. */
function medianRun(results: Result[]): Result {
  const perf = (lhr: Result) => lhr.categories.performance?.score ?? 0;
  const lcp = (lhr: Result) => lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
  const sorted = [...results].sort((a, b) => perf(a) - perf(b) || lcp(b) - lcp(a));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * One Lighthouse run in a fresh browser, as Lighthouse's own CLI does: nothing (cache, compiled code,
 * open targets) carries over from the previous run. Lighthouse now and then fails to record a trace on
 * a busy machine (NO_NAVSTART and the like); such a run is repeated, up to three attempts.
 */
async function lighthouseRun(page: Page): Promise<Result> {
  let lastError = '';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    try {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // The full-page screenshot only serves the HTML report viewer.
        disableFullPageScreenshot: true,
        ...(page.expectStatus ? { ignoreStatusCode: true } : {}),
        throttlingMethod,
        ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      };
      const url = `${page.origin}${page.path}`;
      const outcome = await lighthouse(url, flags);
      if (outcome && !outcome.lhr.runtimeError) {
        const trace = outcome.artifacts.Trace as
          { traceEvents: Parameters<typeof mainThreadCpu>[0] } | undefined;
        cpuOfRun.set(
          outcome.lhr,
          trace ? mainThreadCpu(trace.traceEvents, outcome.lhr.finalDisplayedUrl) : null,
        );
        return outcome.lhr;
      }
      lastError = outcome?.lhr.runtimeError?.message ?? 'no result';
    } finally {
      chrome.kill();
    }
    console.log(`  ${page.path}: Lighthouse failed (${lastError})`);
  }
  throw new Error(`Lighthouse failed three times: ${lastError}`);
}

/** The median run of a page's runs, its full result written to reports/lighthouse/<label>.json. */
function medianResult(page: Page, results: Result[]): { result: PageResult; lhr: Result } {
  const median = medianRun(results);
  mkdirSync(join(reportsDir, 'lighthouse'), { recursive: true });
  const file = page.label.replace(/[^\w.-]+/g, '_').replace(/^_|_$/g, '') || 'page';
  writeFileSync(join(reportsDir, 'lighthouse', `${file}.json`), JSON.stringify(median));
  const runScores = results.map((lhr) => percent(lhr.categories.performance?.score));
  return { result: summarise(page, median, runScores), lhr: median };
}

function failedPage(page: Page, error: unknown): PageResult {
  return {
    label: page.label,
    path: page.path,
    scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
    metrics: { lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN, fcp: Number.NaN },
    cpu: null,
    bytes: { document: 0, script: 0, stylesheet: 0, font: 0, image: 0, total: 0 },
    runScores: [],
    benchmarkIndex: 0,
    outsideRequests: [],
    commitBlockingMs: 0,
    findings: [],
    error: error instanceof Error ? error.message : String(error),
  };
}

const HEADERS = [
  'page',
  'path',
  'perf',
  'a11y',
  'best pr.',
  'SEO',
  'LCP ms',
  'TBT ms',
  'CLS',
  'FCP ms',
  'CPU ms',
  'max CPU',
  'wait ms',
  'doc kB',
  'JS kB',
  'CSS kB',
  'font kB',
  'img kB',
  'total kB',
];

function tableRows(results: PageResult[]): string[][] {
  const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '-');
  const kb = (value: number) => (value / 1024).toFixed(1);
  return results.map((r) => [
    r.label,
    r.path,
    ...CATEGORIES.map((c) => String(r.scores[c] ?? '-')),
    ms(r.metrics.lcp),
    ms(r.metrics.tbt),
    Number.isFinite(r.metrics.cls) ? r.metrics.cls.toFixed(3) : '-',
    ms(r.metrics.fcp),
    ...(r.cpu ? [r.cpu.cpuMs, r.cpu.longestCpuMs, r.cpu.waitMs].map(ms) : ['-', '-', '-']),
    ...RESOURCE_TYPES.map((type) => kb(r.bytes[type])),
  ]);
}

function textTable(rows: string[][]): string {
  const all = [HEADERS, ...rows];
  const widths = HEADERS.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  // Names left-aligned, figures right-aligned.
  const line = (row: string[]) =>
    row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function markdownTable(rows: string[][]): string {
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  return [line(HEADERS), line(HEADERS.map((_, i) => (i < 2 ? '---' : '--:'))), ...rows.map(line)].join('\n');
}

function findingsText(results: PageResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    if (r.error) lines.push(`- ${r.label} (${r.path}): not measured: ${r.error}`);
    if (r.benchmarkIndex && r.benchmarkIndex < BUSY_BENCHMARK_INDEX) {
      lines.push(
        `- ${r.label} (${r.path}): busy machine during the median run (benchmark index ${r.benchmarkIndex}):` +
          ' TBT and the performance score come out worse than the page itself (AUDIT_RUNS=5 helps)',
      );
    }
    if (r.commitBlockingMs > 0) {
      lines.push(
        `- ${r.label} (${r.path}): ${r.commitBlockingMs} ms of TBT is the navigation's own commit task, which` +
          " the simulation leaves out of the first paint, so the page's first tasks after it count as well" +
          ' (AUDIT_THROTTLING=devtools measures them where they run)',
      );
    }
    for (const f of r.findings) {
      const value = f.displayValue ? ` (${f.displayValue})` : '';
      lines.push(`- ${r.label} (${r.path}), ${f.category}: ${f.id}: ${f.title}${value}`);
    }
    if (r.outsideRequests.length) {
      lines.push(`- ${r.label} (${r.path}): requests outside 127.0.0.1: ${r.outsideRequests.join(', ')}`);
    }
  }
  return lines.length ? lines.join('\n') : '- none';
}

function writeReports(results: PageResult[], environment: Record<string, string>) {
  mkdirSync(reportsDir, { recursive: true });
  const rows = tableRows(results);
  const indexes = results.map((r) => r.benchmarkIndex).filter(Boolean);
  const setting =
    `${environment.date}. Lighthouse ${environment.lighthouse}, ${environment.browser}; mobile form factor,` +
    ` ${throttlingMethod === 'devtools' ? 'applied' : 'simulated'} throttling (CPU slowdown ${cpuSlowdown ?? 4}x); median of ${runs} run(s) by performance` +
    ` score; benchmark index ${Math.min(...indexes)}-${Math.max(...indexes)}` +
    (environment.slowCpu ? ` (slow CPU: ${environment.slowCpu})` : '') +
    '. Bytes are transferred' +
    ' (compressed) bytes from the resource summary; 1 kB = 1024 bytes.';
  const findings = findingsText(results);
  writeFileSync(
    join(reportsDir, 'audit.md'),
    ['# Lighthouse audit', '', setting, '', markdownTable(rows), '', '## Findings', '', findings, ''].join(
      '\n',
    ),
  );
  writeFileSync(
    join(reportsDir, 'audit.json'),
    `${JSON.stringify({ ...environment, runs, throttlingMethod, cpuSlowdown: cpuSlowdown ?? 4, pages: results }, null, 2)}\n`,
  );
  console.log(`\n${setting}\n\n${textTable(rows)}\n\nFindings:\n${findings}\n`);
  console.log('Written: reports/audit.md, reports/audit.json, reports/lighthouse/<page>.json');
}

/** The peer's pages (AUDIT_PEER), each placed after our page of the same rank so the table pairs them. */
function withPeerPages(ours: Page[], peerOrigin: string, peerDir: string): Page[] {
  const name = basename(dirname(resolve(peerDir)));
  const paths = (process.env.AUDIT_PEER_PAGES || '/').split(',').map((s) => s.trim());
  const peer = paths.map((path) => ({ label: `${name}:${path}`, path, origin: peerOrigin }));
  const pages: Page[] = [];
  for (let i = 0; i < Math.max(ours.length, peer.length); i += 1) {
    if (ours[i]) pages.push(ours[i]!);
    if (peer[i]) pages.push(peer[i]!);
  }
  return pages;
}

/**
 * Every page once per round, AUDIT_RUNS rounds: a page's runs are spread over the whole audit, so a
 * spell of load on the machine falls on every page (ours and the peer's) rather than on one.
 */
async function auditPages(pages: Page[], environment: Record<string, string>): Promise<PageResult[]> {
  const runsOf = new Map<Page, Result[]>(pages.map((page) => [page, []]));
  const failures = new Map<Page, unknown>();
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      if (failures.has(page)) continue;
      try {
        const lhr = await lighthouseRun(page);
        runsOf.get(page)!.push(lhr);
        const perf = percent(lhr.categories.performance?.score);
        console.log(`  ${page.label} (${page.path}) run ${run}/${runs}: performance ${perf ?? '-'}`);
      } catch (error) {
        // One page that cannot be measured does not lose the others' figures.
        failures.set(page, error);
        process.exitCode = 1;
      }
    }
  }
  return pages.map((page) => {
    if (failures.has(page)) return failedPage(page, failures.get(page));
    const { result, lhr } = medianResult(page, runsOf.get(page)!);
    environment.lighthouse = lhr.lighthouseVersion;
    environment.browser = lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium';
    return result;
  });
}

/**
 * This machine's benchmark index as Lighthouse measures it in the browser (Node's engine scores the same
 * benchmark differently): the median of three short runs of the first page with a single cheap audit.
 * One run once read 3,124 where the audit's own runs then read 2,239 to 3,066, and the slowdown chosen
 * from it made a machine of index 700 to 980 of the one meant to be 1,000.
 */
async function browserBenchmarkIndex(page: Page): Promise<number> {
  const indexes: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    try {
      const flags: Flags = { port: chrome.port, logLevel: 'error', onlyAudits: ['viewport'] };
      const outcome = await lighthouse(`${page.origin}${page.path}`, flags);
      const index = outcome?.lhr.environment.benchmarkIndex;
      if (!index) throw new Error('Lighthouse measured no benchmark index');
      indexes.push(Math.round(index));
    } finally {
      chrome.kill();
    }
  }
  return indexes.sort((a, b) => a - b)[1]!;
}

/** With AUDIT_SLOW_CPU, the slowdown that brings this machine to the target index, said and recorded. */
async function slowCpuSetting(page: Page, environment: Record<string, string>) {
  if (!targetIndex) return;
  const index = await browserBenchmarkIndex(page);
  cpuSlowdown = slowdownFor(index, targetIndex);
  environment.slowCpu =
    `machine benchmark index ${index}, CPU slowdown ${cpuSlowdown}x: effective index` +
    ` ${effectiveIndex(index, cpuSlowdown)} (target ${targetIndex})`;
  console.log(`Slow CPU: ${environment.slowCpu}`);
}

async function main() {
  if (!process.env.AUDIT_SKIP_BUILD) build();
  const environment: Record<string, string> = { date: new Date().toISOString() };
  // The contact worker stays off: an audit sends no mail.
  const server = await startSite({ CONTACT_WORKER: 'off' });
  const peerDir = process.env.AUDIT_PEER;
  const peer = peerDir ? await servePeer(peerDir) : undefined;
  const ours = pagesToAudit(server.url);
  const pages = peer && peerDir ? withPeerPages(ours, peer.url, peerDir) : ours;
  let results: PageResult[];
  try {
    await slowCpuSetting(ours[0]!, environment);
    results = await auditPages(pages, environment);
  } finally {
    await server.stop();
    await peer?.stop();
  }
  writeReports(results, environment);
}

try {
  await main();
} catch (error) {
  console.error(`audit: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
