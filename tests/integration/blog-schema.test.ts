import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
let copy = '';

/** Runs Astro's content sync (the build's schema check) on a throwaway copy holding one extra file. */
function syncWith(fileName: string, source: string) {
  writeFileSync(join(copy, 'src', 'content', 'blog', fileName), source);
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'sync'],
    {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' },
    },
  );
  rmSync(join(copy, 'src', 'content', 'blog', fileName));
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const valid = (overrides: Record<string, string>) => {
  const fields: Record<string, string> = {
    title: '"A test article"',
    excerpt: '"An excerpt that is long enough to pass the schema check for excerpts."',
    author: '"miriam-hale"',
    reviewer: '"priya-raman"',
    published: '2025-01-01',
    category: '"Anxiety"',
    image: '"../../assets/blog/panic-is-not-danger.jpg"',
    imageAlt: '"Soft circles"',
    ...overrides,
  };
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\nBody text.\n`;
};

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'blog-schema-'));
  for (const entry of ['astro.config.mjs', 'package.json', 'tsconfig.json', 'src', 'public']) {
    cpSync(join(root, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the blog schema refuses a wrong file, naming the file and the field', () => {
  it('accepts a valid file', () => {
    expect(syncWith('valid-article.mdx', valid({})).status).toBe(0);
  }, 60_000);

  it('refuses an unknown category', () => {
    const { status, output } = syncWith('bad-category.mdx', valid({ category: '"Astrology"' }));
    expect(status).not.toBe(0);
    expect(output).toContain('bad-category');
    expect(output).toMatch(/category/);
  }, 60_000);

  it('refuses an author who is not a clinician id', () => {
    const { status, output } = syncWith('bad-author.mdx', valid({ author: '"dr-nobody"' }));
    expect(status).not.toBe(0);
    expect(output).toContain('bad-author');
    expect(output).toMatch(/author/);
  }, 60_000);

  it('refuses an update dated before publication', () => {
    const { status, output } = syncWith('bad-dates.mdx', valid({ updated: '2024-06-01' }));
    expect(status).not.toBe(0);
    expect(output).toContain('bad-dates');
    expect(output).toMatch(/updated must be the same as or later than published/);
  }, 60_000);
});
