import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rolePath } from '@/lib/pages/page-roles';
import { staticPages } from '@/lib/pages/registry';

/**
 * Every code file under src/, but the content (its links are the content check's), the registry's own
 * folder and the pages' data it reads (src/config/pages.ts, where each address is written once).
 */
function sourceFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return [join('src', 'content'), join('src', 'lib', 'pages')].includes(path) ? [] : sourceFiles(path);
    if (path === join('src', 'config', 'pages.ts')) return [];
    return /\.(astro|ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The browser module that writes the address itself, to keep the registry out of its bundle. */
const WRITES_ITS_OWN = 'src/client/search/ui.ts';

describe("a page's address by its role", () => {
  it("is the registry's address of the page's file", () => {
    const contact = staticPages().find((page) => page.file === 'contact.astro');
    expect(rolePath('contact')).toBe(contact?.path);
  });

  it('is the only way code under src/ writes the contact address', () => {
    const address = rolePath('contact');
    // A quoted address, alone or before a query or a fragment; comments may name it.
    const literal = new RegExp(`['"\`]${address}(?=['"\`?#])`);
    const writers = sourceFiles().filter((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .some((line) => !/^\s*(\*|\/\*|\/\/)/.test(line) && literal.test(line)),
    );
    expect(writers).toEqual([WRITES_ITS_OWN]);
  });
});
