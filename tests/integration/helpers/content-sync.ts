import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProjectCopy as copyProject } from '../../../scripts/helpers/project-copy.ts';
import { CONTENT_FOLDERS } from '../../../src/lib/content/content-folders.ts';

/**
 * A wrong content file must fail the build with the file name and the field, so a writer can fix it. These
 * helpers run Astro's content sync, the step of `astro build` that loads and checks every entry, on a
 * throwaway copy of the project holding one changed file at a time, instead of a full build.
 */
export const projectRoot = join(import.meta.dirname, '..', '..', '..');
export const astroBin = join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');
export const canSync = existsSync(astroBin);

/**
 * A copy of the project with a node_modules of its own (its entries linked to the project's packages), so
 * the copy's content store never mixes with the project's while `astro check` or a build runs beside it.
 */
export const createProjectCopy = (prefix: string): string => copyProject(projectRoot, { prefix, cold: true });

/** An MDX file from frontmatter lines (values written as YAML) and a one-line body. */
export function mdxFile(fields: Record<string, string>): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\nBody text.\n`;
}

export interface SyncResult {
  /** 0 when the content synced, 1 when Astro refused it. */
  status: number;
  /** Astro's message, then the path of the file it is about. */
  output: string;
}

/**
 * Syncs the copy once per case (collection → file name → source), each case alone in its collection
 * beside the real content, in one process (sync-cases.ts): a few seconds for the first case, about one
 * for each next. Each case goes into the chosen practice's folder of the collection, where Astro loads
 * it from. Results are keyed by collection and file name ("blog/bad-help.mdx").
 */
export function syncEach(
  copy: string,
  cases: Partial<Record<keyof typeof CONTENT_FOLDERS, Record<string, string>>>,
): Map<string, SyncResult> {
  const dir = mkdtempSync(join(tmpdir(), 'sync-cases-'));
  const casesFile = join(dir, 'cases.json');
  const resultsFile = join(dir, 'results.json');
  const list = (Object.entries(cases) as [keyof typeof CONTENT_FOLDERS, Record<string, string>][]).flatMap(
    ([collection, files]) =>
      Object.entries(files).map(([fileName, source]) => ({
        key: `${collection}/${fileName}`,
        folder: CONTENT_FOLDERS[collection],
        fileName,
        source,
      })),
  );
  writeFileSync(casesFile, JSON.stringify(list));
  const child = spawnSync(
    process.execPath,
    ['--experimental-strip-types', join(import.meta.dirname, 'sync-cases.ts'), copy, casesFile, resultsFile],
    {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
    },
  );
  if (!existsSync(resultsFile))
    throw new Error(`content sync did not finish:\n${child.stdout}\n${child.stderr}`);
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as SyncResult[];
  rmSync(dir, { recursive: true, force: true });
  return new Map(list.map(({ key }, i) => [key, results[i]!]));
}
