import { readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDERS } from '#practice';
import { CONTENT_FOLDERS } from '@/lib/content/content-folders';
import { ASSOCIATE, LEAD } from '../practice.ts';
import { createProjectCopy, mdxFile, projectRoot, syncEach, type SyncResult } from './helpers/content-sync';

let copy = '';
let results = new Map<string, SyncResult>();
const resultOf = (fileName: string) => results.get(fileName)!;

/** A picture of the chosen practice's articles, named from beside them: the schema refuses a missing one. */
const pictures = `${FOLDERS.assets}/blog`;
const picture = readdirSync(join(projectRoot, pictures)).find((name) => name.endsWith('.jpg'))!;
const IMAGE = relative(CONTENT_FOLDERS.blog, `${pictures}/${picture}`);

const valid = (overrides: Record<string, string>) => {
  const fields: Record<string, string> = {
    title: '"A test article"',
    excerpt: '"An excerpt that is long enough to pass the schema check for excerpts."',
    author: `"${LEAD.id}"`,
    reviewer: `"${ASSOCIATE.id}"`,
    reviewed: '2025-01-01',
    published: '2025-01-01',
    category: '"Anxiety"',
    image: `"${IMAGE}"`,
    imageAlt: '"A picture for the test"',
    ...overrides,
  };
  return mdxFile(fields);
};

beforeAll(() => {
  copy = createProjectCopy('blog-schema-');
  results = syncEach(copy, 'blog', {
    'valid-article.mdx': valid({}),
    'valid-help.mdx': valid({ help: '[domestic-violence, suicide]', quickExit: 'true' }),
    'bad-help.mdx': valid({ help: '[suicide, bullying]' }),
    'bad-quick-exit.mdx': valid({ quickExit: '"yes"' }),
    'bad-category.mdx': valid({ category: '"Astrology"' }),
    'bad-author.mdx': valid({ author: '"dr-nobody"' }),
    'bad-dates.mdx': valid({ updated: '2024-06-01' }),
  });
}, 180_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the blog schema refuses a wrong file, naming the file and the field', () => {
  it('accepts a valid file', () => {
    expect(resultOf('valid-article.mdx').status).toBe(0);
  });

  it('accepts declared help situations and the quick-exit flag', () => {
    const { status } = resultOf('valid-help.mdx');
    expect(status).toBe(0);
  });

  it('refuses a help situation that does not exist, naming the file, the field and the valid ones', () => {
    const { status, output } = resultOf('bad-help.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('bad-help.mdx');
    expect(output).toContain(
      'help.1: "bullying" is not a help situation; use one of suicide, domestic-violence',
    );
  });

  it('refuses a quick-exit flag that is not true or false', () => {
    const { status, output } = resultOf('bad-quick-exit.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('bad-quick-exit.mdx');
    expect(output).toMatch(/quickExit/);
  });

  it('refuses an unknown category', () => {
    const { status, output } = resultOf('bad-category.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('bad-category');
    expect(output).toMatch(/category/);
  });

  it('refuses an author who is not a clinician id', () => {
    const { status, output } = resultOf('bad-author.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('bad-author');
    expect(output).toMatch(/author/);
  });

  it('refuses an update dated before publication', () => {
    const { status, output } = resultOf('bad-dates.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('bad-dates');
    expect(output).toMatch(/updated must be the same as or later than published/);
  });
});
