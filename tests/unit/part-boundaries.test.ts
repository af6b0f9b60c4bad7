/**
 * The import rule keeps the parts apart: the contact pipeline, the counting and the booking meet only in
 * src/server/http (the message-request interface among it) and in the wiring; src reads neither the tests
 * nor the scripts; and no import passes the table by a dynamic or type-only import, a re-export, a
 * folder of no part, or a value the server keeps on globalThis. Each case is linted as if a file of that directory wrote it.
 */
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { BOUNDARIES, LIB_PARTS, boundariesPlugin, boundaryOf } from '../../eslint.boundaries.js';

const root = join(import.meta.dirname, '..', '..');
const linter = new Linter({ cwd: root });
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/imports': 'error' },
  },
] as Linter.Config[];

/** The rule's complaints about some code, written in a file of `dir` (`.` is the root). */
function complaints(dir: string, code: string): string[] {
  const messages = linter.verify(code, config, { filename: join(root, dir, 'new-file.ts') });
  return messages.map((message) => message.message);
}

const importOf = (specifier: string) => `import '${specifier}';\n`;
const forbidden = (from: string, to: string) =>
  `${from} may not import ${to} (eslint.boundaries.js, docs/architecture.md)`;
/** The part a new file of `dir` belongs to. */
const partOf = (dir: string) => boundaryOf(posix.join(dir, 'new-file.ts'));
const UNREADABLE = boundariesPlugin.rules.imports.meta.messages.unreadable;

describe('the import rule between the parts', () => {
  it.each([
    ['src/server/contact', '../booking/runtime.ts', 'src/server/booking'],
    ['src/server/contact/store', '../../booking/store/hold-store.ts', 'src/server/booking'],
    ['src/server/contact', '../../lib/booking/booking-fields.ts', 'src/lib/booking'],
    ['src/server/booking', '../analytics/booking-figures.ts', 'src/server/analytics'],
    ['src/server/booking', '../../lib/analytics/small-cells.ts', 'src/lib/analytics'],
    ['src/server/booking', '../contact/store/contact-store.ts', 'src/server/contact'],
    ['src/server/analytics', '../booking/holds.ts', 'src/server/booking'],
    ['src/lib/booking', '../analytics/figures.ts', 'src/lib/analytics'],
    ['src/lib/contact', '../booking/booking-fields.ts', 'src/lib/booking'],
    ['src/lib/pages', '../booking/slots.ts', 'src/lib/booking'],
  ])('refuses %s importing %s', (dir, specifier, target) => {
    expect(complaints(dir, importOf(specifier))).toEqual([forbidden(partOf(dir)!, target)]);
  });

  it.each([
    ['src/server/booking', '../http/message-request.ts'],
    ['src/server/contact', '../http/message-request.ts'],
    ['src/server/booking', '../../lib/calendar/office-hours.ts'],
    ['src/server/analytics', '../../lib/calendar/days.ts'],
    ['src/server', './booking/runtime.ts'],
  ])('lets %s import %s', (dir, specifier) => {
    expect(complaints(dir, importOf(specifier))).toEqual([]);
  });
});

describe('the practice module', () => {
  it.each(['src/client', 'src/components/islands'])(
    'is refused to %s, whose scripts go to the browser',
    (dir) => {
      expect(complaints(dir, importOf('#practice'))).toEqual([forbidden(partOf(dir)!, 'practices')]);
    },
  );

  it.each(['src/lib', 'src/server/booking', 'src/config', 'scripts', 'tests'])(
    'is read where the configuration is: %s',
    (dir) => {
      expect(complaints(dir, importOf('#practice'))).toEqual([]);
    },
  );
});

describe('a dynamic import', () => {
  it.each([
    ['a template string', 'const name = "runtime";\nawait import(`../booking/${name}.ts`);'],
    [
      'a template string, even marked as found at run time',
      'const name = "runtime";\nawait import(/* @vite-ignore */ `../booking/${name}.ts`);',
    ],
    ['an unmarked variable', 'const name = "../booking/runtime.ts";\nawait import(name);'],
    ['a concatenation', 'const name = "runtime";\nawait import("../booking/" + name + ".ts");'],
  ])('is refused when its module is %s', (_, code) => {
    expect(complaints('src/server/contact', code)).toEqual([UNREADABLE]);
  });

  it.each([
    ['a string', "await import('../booking/runtime.ts');"],
    ['a template string without expressions', 'await import(`../booking/runtime.ts`);'],
  ])('is judged like any import when its module is %s', (_, code) => {
    expect(complaints('src/server/contact', code)).toEqual([
      forbidden('src/server/contact', 'src/server/booking'),
    ]);
  });

  it.each([
    ["a string of the part's own", "await import('../http/message-request.ts');"],
    ["a package's", "await import('node:fs');"],
    [
      'a module found at run time, marked so',
      'const url = "/pagefind/pagefind.js";\nawait import(/* @vite-ignore */ url);',
    ],
  ])('is let through when its module is %s', (_, code) => {
    expect(complaints('src/server/contact', code)).toEqual([]);
  });
});

describe('a type-only import', () => {
  it.each([
    ['src/server/contact', "export type H = import('../booking/holds.ts').HoldStore;", 'src/server/booking'],
    [
      'src/server/booking',
      "export type F = typeof import('../../lib/analytics/figures.ts');",
      'src/lib/analytics',
    ],
    [
      'src/server/contact',
      "import type { HoldStore } from '../booking/holds.ts';\nexport type H = HoldStore;",
      'src/server/booking',
    ],
  ])('is judged like any import: %s, %s', (dir, code, target) => {
    expect(complaints(dir, code)).toEqual([forbidden(dir, target)]);
  });

  it('of an allowed part is let through', () => {
    expect(
      complaints('src/server/contact', "export type T = import('../http/message-request.ts').TakeMessage;"),
    ).toEqual([]);
  });
});

describe('every file belongs to a part', () => {
  it.each(['tools', 'src/newpart', 'tests-more'])(
    'a file of %s, in no part, may import nothing of the project',
    (dir) => {
      expect(complaints(dir, "import '../src/lib/slug.ts';\nimport 'node:fs';\n")).toEqual([
        `${dir}/new-file.ts belongs to no part, so it may import nothing of the project's (eslint.boundaries.js, docs/architecture.md)`,
      ]);
    },
  );

  it.each([
    ['scripts', '../tools/x.ts', 'tools/x.ts'],
    ['tests/site', '../../dist/server/entry.mjs', 'dist/server/entry.mjs'],
    ['src/lib', '../../../elsewhere/x.ts', '../elsewhere/x.ts'],
  ])('%s may not import %s, in no part', (dir, specifier, target) => {
    expect(complaints(dir, importOf(specifier))).toEqual([
      `${partOf(dir)} may not import ${target}, which belongs to no part (eslint.boundaries.js, docs/architecture.md)`,
    ]);
  });

  it.each([
    ['scripts', '../tests/engines/journeys.ts', 'tests'],
    ['src/lib', '../../tests/practice.ts', 'tests'],
    ['src/lib', '../../scripts/helpers/chromium.ts', 'scripts/helpers'],
    ['src/server', '../../scripts/start.ts', 'scripts'],
    ['src/components', '@/../tests/practice.ts', 'tests'],
    ['scripts/helpers', '../../src/lib/slug.ts', 'src/lib'],
    ['.', './tests/e2e/routes.ts', 'tests'],
  ])('refuses %s importing %s', (dir, specifier, target) => {
    expect(complaints(dir, importOf(specifier))).toEqual([forbidden(partOf(dir)!, target)]);
  });

  it.each([
    ['tests/unit', '../../src/server/contact/runtime.ts'],
    ['tests/unit', '../../src/pages/book/_booking.ts'],
    ['tests/unit', '../../src/styles/global.css'],
    ['tests/unit', '../../scripts/launch.mjs'],
    ['tests/unit', '../../eslint.boundaries.js'],
    ['tests/e2e', '../../scripts/helpers/booking-feed-server.ts'],
    ['scripts', '../src/server/site-runtime.ts'],
    ['scripts', './helpers/chromium.ts'],
    ['.', './src/integrations/sitemap.ts'],
    ['.', './scripts/helpers/chromium.ts'],
  ])('lets %s import %s', (dir, specifier) => {
    expect(complaints(dir, importOf(specifier))).toEqual([]);
  });

  it("holds every code file of the repository in a part of the table's", () => {
    // What .gitignore names is built, fetched or local, none of it the project's own code.
    const ignored = new Set([
      'node_modules',
      'dist',
      '.astro',
      'data',
      'test-results',
      'playwright-report',
      'reports',
      '.git',
    ]);
    const files = readdirSync(root, { withFileTypes: true })
      .filter((entry) => !ignored.has(entry.name))
      .flatMap((entry) =>
        entry.isDirectory()
          ? readdirSync(join(root, entry.name), { recursive: true, encoding: 'utf8' }).map(
              (path) => `${entry.name}/${path}`,
            )
          : [entry.name],
      )
      .map((path) => path.split('\\').join('/'))
      .filter((path) => /\.(ts|tsx|mts|cts|js|mjs|cjs|astro|mdx)$/.test(path));
    expect(files.length).toBeGreaterThan(500);
    expect(files.filter((path) => !BOUNDARIES.some((row) => row.dir === boundaryOf(path)))).toEqual([]);
  });
});

describe('a process-wide registry', () => {
  it.each([["const KEY = Symbol.for('site.runtime');"], ['globalThis.runtime = {};']])(
    'is refused on the server side: %s',
    (code) => {
      expect(complaints('src/server/booking', code)).toEqual([
        expect.stringMatching(/^a value kept on globalThis/),
      ]);
    },
  );

  it('lets the server hand its parts on explicitly, as a route takes the runtime from its request', () => {
    expect(
      complaints(
        'src/server/booking',
        'export const runtimeOf = (locals: { site?: object }) => locals.site;',
      ),
    ).toEqual([]);
  });
});

describe('a re-export', () => {
  it.each([
    ['src/server/contact', "export { HoldStore } from '../booking/holds.ts';", 'src/server/booking'],
    ['src/server/contact', "export type { HoldStore } from '../booking/holds.ts';", 'src/server/booking'],
    ['src/server/booking', "export * from '../../lib/analytics/figures.ts';", 'src/lib/analytics'],
    ['src/server/booking', "export * as contact from '../contact/runtime.ts';", 'src/server/contact'],
    [
      'src/pages/book',
      "export { mailQueue } from '../../server/contact/outbox/queue-mail.ts';",
      'src/server/contact',
    ],
  ])('is judged like an import: %s, %s', (dir, code, target) => {
    expect(complaints(dir, code)).toEqual([forbidden(dir, target)]);
  });

  it("of a part's it may import is let through", () => {
    expect(complaints('src/server/booking', "export * from '../http/message-request.ts';")).toEqual([]);
  });
});

describe('the content check', () => {
  it("may not import the counting's rules", () => {
    expect(complaints('src/lib/content-check/rules', importOf('../../analytics/search-topics.ts'))).toEqual([
      forbidden('src/lib/content-check', 'src/lib/analytics'),
    ]);
  });

  it('may import what the parts share', () => {
    expect(complaints('src/lib/content-check/rules', importOf('../../search/topic-words.ts'))).toEqual([]);
  });

  it("is, with the rest of what the shared src/lib may reach through the table, no part's rules", () => {
    const reached = new Set(['src/lib']);
    for (const dir of reached) {
      for (const next of BOUNDARIES.find((row) => row.dir === dir)?.mayImport ?? []) reached.add(next);
    }
    expect([...reached].sort()).toEqual(['src/config', 'src/lib', 'src/lib/content-check']);
    expect([...reached].filter((dir) => LIB_PARTS.includes(dir) || dir.startsWith('src/server'))).toEqual([]);
  });
});
