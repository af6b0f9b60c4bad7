import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADDRESSES } from '@/config/addresses';
import { rolePath } from '@/lib/pages/page-roles';
import { staticPages } from '@/lib/pages/registry';

/**
 * Every code file under src/, but the registry's own folder and the pages' data it reads (src/config/pages.ts, where each address is written once).
 */
function sourceFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('src', 'lib', 'pages') ? [] : sourceFiles(path);
    if (path === join('src', 'config', 'pages.ts')) return [];
    return /\.(astro|ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The files that write addresses themselves: the pages' data (src/config/pages.ts, skipped above) and
 * the few addresses the modules of a browser bundle link to (src/config/addresses.ts, which pages.ts
 * reads too), kept apart so those bundles never take the registry, which reads files. A practice's own
 * module (practices/) is outside src/ and links its words to pages as a practice writes them.
 */
const WRITES_ITS_OWN = new Set([
  'src/config/addresses.ts',
  // The not-found page's script, one small file that imports nothing: it names the two libraries.
  'src/lib/fallback-redirect.ts',
]);

/** The files under src/ that write `address` quoted (alone or before a query or fragment), but in comments. */
function writersOf(address: string): string[] {
  const literal = new RegExp(`['"\`]${address}(?=['"\`?#])`);
  return sourceFiles().filter((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .some((line) => !/^\s*(\*|\/\*|\/\/)/.test(line) && literal.test(line)),
  );
}

describe("a page's address by its role", () => {
  it("is the registry's address of the page's file", () => {
    const contact = staticPages().find((page) => page.file === 'contact.astro');
    expect(rolePath('contact')).toBe(contact?.path);
  });

  it('names in src/config/addresses.ts only addresses the registry builds', () => {
    const built = new Set(staticPages().map((page) => page.path));
    expect(Object.values(ADDRESSES).filter((address) => !built.has(address))).toEqual([]);
  });

  it("is the only way code under src/ writes a registry page's address", () => {
    // The error pages' addresses are the host's convention, written where they are served.
    const addresses = staticPages()
      .filter((page) => page.path !== '/' && page.kind !== 'error')
      .map((page) => page.path);
    const writers = Object.fromEntries(
      addresses.map((address) => [address, writersOf(address).filter((file) => !WRITES_ITS_OWN.has(file))]),
    );
    expect(writers).toEqual(Object.fromEntries(addresses.map((address) => [address, []])));
  });
});
