import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Written into dist/ by postbuild: each built page's path and its kind in the page registry. */
export const PAGE_KINDS_FILE = 'page-kinds.json';

/** Every file under a folder, as paths relative to it with forward slashes. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** 'sha256-…' of each inline executable script (JSON-LD is data, not script, and needs none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/type=["']?application\/(ld\+)?json/.test(attributes)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

export async function collectScriptHashes(clientDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await listFiles(clientDir)) {
    if (!file.endsWith('.html')) continue;
    for (const hash of inlineScriptHashes(await readFile(join(clientDir, file), 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}
