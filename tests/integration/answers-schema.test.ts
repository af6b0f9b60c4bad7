import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  astroBin,
  canSync,
  createProjectCopy,
  mdxFile,
  projectRoot,
  syncWith as syncInCopy,
} from './helpers/content-sync';

const canRun = canSync;
let copy = '';
const syncWith = (fileName: string, source: string) => syncInCopy(copy, 'answers', fileName, source);

/** A new, valid answer, with some frontmatter lines replaced. */
const answer = (overrides: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    title: "'A test answer'",
    tldr: "'A short answer that is long enough to pass the schema check for the tldr field.'",
    practitionerTake: "'A take.'",
    related: "\n  - text: 'What is addiction?'\n    answer: 'what-is-addiction'",
    tier: '2',
    category: "'Parenting'",
    keywords: "\n  - 'a keyword'",
    published: '2025-01-01',
    updated: '2025-01-02',
    author: "'priya-raman'",
    reviewer: "'miriam-hale'",
    ...overrides,
  };
  return mdxFile(fields);
};

beforeAll(() => {
  if (!canRun) return;
  copy = createProjectCopy('answers-schema-');
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe.skipIf(!canRun)('the answers schema refuses a wrong file, naming the file and the field', () => {
  it('accepts a valid new answer that links to an existing one', () => {
    const { status, output } = syncWith('test-valid-answer.mdx', answer());
    expect(output).not.toMatch(/error/i);
    expect(status).toBe(0);
  }, 60_000);

  it('refuses a help situation that does not exist, naming the file and the field', () => {
    const { status, output } = syncWith('test-bad-help.mdx', answer({ help: '[overdoses]' }));
    expect(status).not.toBe(0);
    expect(output).toContain('test-bad-help.mdx');
    expect(output).toContain('help.0: "overdoses" is not a help situation');
  }, 60_000);

  it('refuses a tier outside 1 to 4', () => {
    const { status, output } = syncWith('test-bad-tier.mdx', answer({ tier: '7' }));
    expect(status).not.toBe(0);
    expect(output).toContain('test-bad-tier.mdx');
    expect(output).toMatch(/tier\W+must be 1, 2, 3 or 4/);
  }, 60_000);

  it('refuses a category outside the list', () => {
    const { status, output } = syncWith('test-bad-category.mdx', answer({ category: "'Astrology'" }));
    expect(status).not.toBe(0);
    expect(output).toContain('test-bad-category.mdx');
    expect(output).toMatch(/category: /);
  }, 60_000);

  it('refuses a missing tldr', () => {
    const source = answer().replace(/^tldr: .*\n/m, '');
    const { status, output } = syncWith('test-no-tldr.mdx', source);
    expect(status).not.toBe(0);
    expect(output).toContain('test-no-tldr.mdx');
    expect(output).toMatch(/tldr: /);
  }, 60_000);

  it('refuses a related link to an answer that does not exist', () => {
    const related =
      "\n  - text: 'Fine'\n    answer: 'what-is-addiction'\n  - text: 'Gone'\n    answer: 'no-such-answer'";
    const { status, output } = syncWith('test-bad-related.mdx', answer({ related }));
    expect(status).not.toBe(0);
    expect(output).toContain('test-bad-related.mdx');
    expect(output).toContain('related.1.answer: "no-such-answer" is not an answer');
  }, 60_000);

  it('refuses a broken related link in an existing answer too', () => {
    const path = join(projectRoot, 'src', 'content', 'answers', 'enabling-vs-caring.mdx');
    const broken = readFileSync(path, 'utf8').replace(
      "answer: 'intervention-that-works'",
      "answer: 'intervention-that-work'",
    );
    const { status, output } = syncWith('enabling-vs-caring.mdx', broken);
    expect(status).not.toBe(0);
    expect(output).toContain('enabling-vs-caring.mdx');
    expect(output).toContain('related.1.answer: "intervention-that-work" is not an answer');
  }, 60_000);
});

if (!canRun) {
  it.skip(`answers schema check skipped: ${astroBin} is missing (run npm install first)`, () => {});
}
