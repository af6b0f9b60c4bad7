/**
 * Runs Astro's content sync (the step of `astro build` that loads and checks every entry) once per case
 * in one process, so Astro and Vite load once for a whole test file: each case writes one file into the
 * project copy, syncs, and puts the copy back as it was before the next.
 * Usage: node --experimental-strip-types sync-cases.ts <project copy> <cases.json> <results.json>
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sync } from 'astro';

interface SyncCase {
  /** The collection's folder, from the project's root. */
  folder: string;
  fileName: string;
  source: string;
}

const [root, casesFile, resultsFile] = process.argv.slice(2) as [string, string, string];
const cases = JSON.parse(readFileSync(casesFile, 'utf8')) as SyncCase[];
const results: Array<{ status: number; output: string }> = [];

for (const { folder, fileName, source } of cases) {
  const path = join(root, folder, fileName);
  const original = existsSync(path) ? readFileSync(path, 'utf8') : null;
  writeFileSync(path, source);
  try {
    await sync({ root, logLevel: 'silent' });
    results.push({ status: 0, output: '' });
  } catch (error) {
    // What `astro sync` prints: the message without its Markdown emphasis, then the file it is about.
    const { message, loc } = error as Error & { loc?: { file?: string } };
    results.push({ status: 1, output: `${message.replaceAll('**', '')}\n${loc?.file ?? ''}` });
  } finally {
    if (original === null) rmSync(path);
    else writeFileSync(path, original);
  }
}
writeFileSync(resultsFile, JSON.stringify(results));
