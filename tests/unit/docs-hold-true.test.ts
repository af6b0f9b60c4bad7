import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageEntrySchema, validatePages, type PageEntry } from '@/config/pages-schema';
import { pagePath, staticPages } from '@/lib/pages/registry';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const DOCS = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter((path) =>
  path.endsWith('.md'),
);

const withoutBlocks = (markdown: string) => markdown.replace(/^```[\s\S]*?^```$/gm, '');

/** A Markdown file's prose: fenced blocks and inline code left out, so examples of syntax are not links. */
const prose = (markdown: string) => withoutBlocks(markdown).replace(/`[^`\n]*`/g, '');

/**
 * The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens,
 * a repeated heading numbered (`-1`); inline code counts by its text.
 */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  return new Set(
    [...withoutBlocks(markdown).matchAll(/^#{1,6} +(.+)$/gm)].map((heading) => {
      const slug = heading[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
        .replaceAll(' ', '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count === 0 ? slug : `${slug}-${count}`;
    }),
  );
}

describe('the links between README.md and docs/', () => {
  it('lead to files that exist, and to headings they have', () => {
    const broken: string[] = [];
    for (const doc of DOCS) {
      for (const [, target] of prose(read(doc)).matchAll(/\]\(([^)\s]+)\)/g)) {
        // Addresses of the site (/contact) and of the web are not files of the repository.
        if (/^([a-z]+:|\/|#$)/.test(target!)) continue;
        const [file, anchor] = target!.split('#') as [string, string | undefined];
        const path = file ? relative(root, join(root, dirname(doc), file)) : doc;
        if (!existsSync(join(root, path))) broken.push(`${doc}: ${target} (no ${path})`);
        else if (anchor && path.endsWith('.md') && !anchors(read(path)).has(anchor))
          broken.push(`${doc}: ${target} (no heading #${anchor} in ${path})`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('the paths README.md and docs/ name', () => {
  it('exist, each path of the repository written in code (`src/...`, `tests/...`)', () => {
    const missing = DOCS.flatMap((doc) =>
      [...withoutBlocks(read(doc)).matchAll(/`((?:src|tests|scripts|docs|public)\/[^`\s<>*]*)`/g)]
        .map((match) => match[1]!.replace(/#.*$/, ''))
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${doc}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});

/** One entry of docs/site.md's project layout: a path in the first column and what the lines say of it. */
interface LayoutEntry {
  paths: string[];
  says: string;
}

/** The project layout's entries; a line indented by two names a path under the last unindented one. */
function layout(): LayoutEntry[] {
  const doc = read('docs/site.md');
  const start = doc.indexOf('```\n', doc.indexOf('## Project layout')) + 4;
  const lines = doc.slice(start, doc.indexOf('```', start)).trimEnd().split('\n');
  const entries: LayoutEntry[] = [];
  let parent = '';
  for (const line of lines) {
    const indent = /^ */.exec(line)![0].length;
    if (indent > 2) {
      entries.at(-1)!.says += ` ${line.trim()}`;
      continue;
    }
    // The first column: one path, or several separated by commas, up to two spaces.
    const [, names, says = ''] = /^ *(\S+(?:, \S+)*)(?: {2,}(.*))?$/.exec(line)!;
    const paths = names!.split(', ').map((name) => (indent === 2 ? `${parent}${name}` : name));
    if (indent === 0) parent = paths[0]!;
    entries.push({ paths, says });
  }
  return entries;
}

/** The file and folder names an entry's words mention (`fees.ts`, `analytics/`, `functions/v1/count.ts`). */
const mentioned = (says: string) =>
  says
    .split(/[\s,;()]+/)
    .map((word) => word.replace(/[.:]$/, ''))
    .filter((word) => /^[a-z_][\w.-]*(\/[\w.-]+)*(\/|\.(ts|tsx|mjs|js|json|md|css|astro|mdx))$/.test(word));

/** Where a mentioned name is: inside the entry's own path, else inside one of its parents. */
function found(entry: string, name: string): boolean {
  for (let dir = entry; ; dir = dirname(dir)) {
    if (existsSync(join(root, dir, name))) return true;
    if (dir === '.' || dir === '/') return false;
  }
}

const children = (dir: string, keep: (name: string, isDir: boolean) => boolean) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => keep(entry.name, entry.isDirectory()))
    .map((entry) => entry.name);

// What git ignores (node_modules/, dist/, test-results/...) is no part of the layout, and may not exist yet.
const ignored = read('.gitignore')
  .split('\n')
  .filter((line) => line.endsWith('/'))
  .map((line) => line.slice(0, -1));

describe("docs/site.md's project layout", () => {
  const entries = layout();
  const said = (path: string) => entries.find((entry) => entry.paths.includes(path))?.says ?? '';

  it('names paths that exist, and every name it mentions is there', () => {
    const missing = entries.flatMap(({ paths, says }) =>
      paths.flatMap((path) => [
        ...(existsSync(join(root, path)) ? [] : [path]),
        ...(statSync(join(root, path), { throwIfNoEntry: false })?.isDirectory()
          ? mentioned(says)
              .filter((name) => !ignored.includes(name.split('/')[0]!) && !found(path, name))
              .map((name) => `${name} (in ${path})`)
          : []),
      ]),
    );
    expect(missing).toEqual([]);
  });

  it('names every folder and file directly under src/, and each top-level folder', () => {
    const named = new Set(entries.flatMap((entry) => entry.paths).map((path) => path.replace(/\/$/, '')));
    const underSrc = children('src', () => true).map((name) => `src/${name}`);
    const topLevel = children(
      '.',
      (name, isDir) => isDir && !name.startsWith('.') && !ignored.includes(name),
    );
    const unnamed = [...underSrc, ...topLevel].filter(
      (path) => !named.has(path) && ![...named].some((other) => other.startsWith(`${path}/`)),
    );
    expect(unnamed).toEqual([]);
  });

  it("names every file of src/config and every folder of src/lib and src/server in their entries' words", () => {
    const unnamed = [
      ...children('src/config', (_, isDir) => !isDir).map((name) => ['src/config/', name] as const),
      ...children('src/lib', (_, isDir) => isDir).map((name) => ['src/lib/', `${name}/`] as const),
      ...children('src/server', (_, isDir) => isDir).map((name) => ['src/server/', `${name}/`] as const),
    ].filter(([entry, name]) => !mentioned(said(entry)).includes(name));
    expect(unnamed.map(([entry, name]) => `${entry}${name}`)).toEqual([]);
  });
});

/** The registry entry README.md's "Adding a page" shows, evaluated as the object literal it is. */
function readmeExample(): PageEntry {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('## Adding a page'));
  const code = /```ts\n([\s\S]*?)```/.exec(section)![1]!;
  return runInNewContext(`(${code.trim().replace(/,$/, '')})`) as PageEntry;
}

describe('README.md\'s "Adding a page" example', () => {
  const example = readmeExample();

  it("passes the registry's own checks beside the pages there are: known fields, a free address and menu slot, a date", () => {
    expect(pageEntrySchema.parse(example)).toEqual(example);
    expect(() => validatePages([...staticPages(), example], 'README.md')).not.toThrow();
  });

  it('names a file that answers at its address', () => {
    expect(pagePath(example.file.replace(/\.astro$/, ''))).toBe(example.path);
  });
});
