import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectCopy, mdxFile, syncWith as syncInCopy } from './helpers/content-sync';

let copy = '';
const syncWith = (fileName: string, source: string) => syncInCopy(copy, 'blog', fileName, source);

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
  return mdxFile(fields);
};

beforeAll(() => {
  copy = createProjectCopy('blog-schema-');
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the blog schema refuses a wrong file, naming the file and the field', () => {
  it('accepts a valid file', () => {
    expect(syncWith('valid-article.mdx', valid({})).status).toBe(0);
  }, 60_000);

  it('accepts declared help situations and the quick-exit flag', () => {
    const { status } = syncWith(
      'valid-help.mdx',
      valid({ help: '[domestic-violence, suicide]', quickExit: 'true' }),
    );
    expect(status).toBe(0);
  }, 60_000);

  it('refuses a help situation that does not exist, naming the file, the field and the valid ones', () => {
    const { status, output } = syncWith('bad-help.mdx', valid({ help: '[suicide, bullying]' }));
    expect(status).not.toBe(0);
    expect(output).toContain('bad-help.mdx');
    expect(output).toContain(
      'help.1: "bullying" is not a help situation; use one of suicide, domestic-violence',
    );
  }, 60_000);

  it('refuses a quick-exit flag that is not true or false', () => {
    const { status, output } = syncWith('bad-quick-exit.mdx', valid({ quickExit: '"yes"' }));
    expect(status).not.toBe(0);
    expect(output).toContain('bad-quick-exit.mdx');
    expect(output).toMatch(/quickExit/);
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
