import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { untilWritten } from '../../src/integrations/search-index.ts';

const ENTRY = JSON.stringify({
  version: '1',
  languages: { en: { hash: 'en_abc', wasm: 'en', page_count: 1 } },
});
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A Pagefind output folder as its service leaves it: `files` with their contents. */
function output(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'pagefind-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('closing Pagefind only once its index is on disk', () => {
  it('waits while the entry file is still empty, and goes on once it and its files are written', async () => {
    const out = output({
      'pagefind-entry.json': '',
      'pagefind.en_abc.pf_meta': 'meta',
      'wasm.en.pagefind': 'w',
    });
    let settled = false;
    const waiting = untilWritten(out, 10_000).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(settled).toBe(false);
    writeFileSync(join(out, 'pagefind-entry.json'), ENTRY);
    await waiting;
    expect(settled).toBe(true);
  });

  it('fails the build, naming the empty files, when the index never completes', async () => {
    const out = output({
      'pagefind-entry.json': ENTRY,
      'pagefind.en_abc.pf_meta': 'meta',
      'wasm.en.pagefind': '',
    });
    await expect(untilWritten(out, 600)).rejects.toThrow(
      /not complete after 0.6 s \(empty: wasm\.en\.pagefind\)/,
    );
  });

  it('fails when the language the entry names has no meta file', async () => {
    const out = output({ 'pagefind-entry.json': ENTRY, 'wasm.en.pagefind': 'w' });
    await expect(untilWritten(out, 600)).rejects.toThrow(/not complete/);
  });
});
