import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_FOLDERS } from '@/lib/content/content-folders';
import { ASSOCIATE, LEAD } from '../practice.ts';
import {
  astroBin,
  canSync,
  createProjectCopy,
  mdxFile,
  projectRoot,
  syncEach,
  type SyncResult,
} from './helpers/content-sync';

const canRun = canSync;
let copy = '';
let results = new Map<string, SyncResult>();
const resultOf = (fileName: string) => results.get(fileName)!;

/** The chosen practice's answers: the new answer links to the first, and one with a link gets it broken. */
const library = join(projectRoot, CONTENT_FOLDERS.answers);
const answers = readdirSync(library)
  .filter((name) => name.endsWith('.mdx'))
  .sort()
  .map((name) => ({ name, text: readFileSync(join(library, name), 'utf8') }));
const EXISTING = answers[0]!.name.replace(/\.mdx$/, '');
const RELATED = /^([ \t]+answer: )'?([a-z0-9-]+)'?$/m;
/** An answer of the library whose first related link loses its last letter, as a typo leaves it. */
const linked = answers.find(({ text }) => RELATED.test(text));
const [, , target = ''] = (linked && RELATED.exec(linked.text)) ?? [];
const broken = target.slice(0, -1);

/** A new, valid answer, with some frontmatter lines replaced. */
const answer = (overrides: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    title: "'A test answer'",
    tldr: "'A short answer that is long enough to pass the schema check for the tldr field.'",
    practitionerTake: "'A take.'",
    related: `\n  - text: 'Another answer'\n    answer: '${EXISTING}'`,
    tier: '2',
    category: "'Parenting'",
    keywords: "\n  - 'a keyword'",
    published: '2025-01-01',
    updated: '2025-01-02',
    author: `'${ASSOCIATE.id}'`,
    reviewer: `'${LEAD.id}'`,
    reviewed: '2025-01-02',
    ...overrides,
  };
  return mdxFile(fields);
};

beforeAll(() => {
  if (!canRun) return;
  copy = createProjectCopy('answers-schema-');
  results = syncEach(copy, 'answers', {
    'test-valid-answer.mdx': answer(),
    'test-bad-help.mdx': answer({ help: '[overdoses]' }),
    'test-bad-tier.mdx': answer({ tier: '7' }),
    'test-bad-category.mdx': answer({ category: "'Astrology'" }),
    'test-no-tldr.mdx': answer().replace(/^tldr: .*\n/m, ''),
    'test-bad-related.mdx': answer({
      related: `\n  - text: 'Fine'\n    answer: '${EXISTING}'\n  - text: 'Gone'\n    answer: 'no-such-answer'`,
    }),
    // An answer already in the library, its related link broken.
    ...(linked ? { [linked.name]: linked.text.replace(RELATED, `$1'${broken}'`) } : {}),
  });
}, 180_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe.skipIf(!canRun)('the answers schema refuses a wrong file, naming the file and the field', () => {
  it('accepts a valid new answer that links to an existing one', () => {
    const { status, output } = resultOf('test-valid-answer.mdx');
    expect(output).not.toMatch(/error/i);
    expect(status).toBe(0);
  });

  it('refuses a help situation that does not exist, naming the file and the field', () => {
    const { status, output } = resultOf('test-bad-help.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('test-bad-help.mdx');
    expect(output).toContain('help.0: "overdoses" is not a help situation');
  });

  it('refuses a tier outside 1 to 4', () => {
    const { status, output } = resultOf('test-bad-tier.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('test-bad-tier.mdx');
    expect(output).toMatch(/tier\W+must be 1, 2, 3 or 4/);
  });

  it('refuses a category outside the list', () => {
    const { status, output } = resultOf('test-bad-category.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('test-bad-category.mdx');
    expect(output).toMatch(/category: /);
  });

  it('refuses a missing tldr', () => {
    const { status, output } = resultOf('test-no-tldr.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('test-no-tldr.mdx');
    expect(output).toMatch(/tldr: /);
  });

  it('refuses a related link to an answer that does not exist', () => {
    const { status, output } = resultOf('test-bad-related.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('test-bad-related.mdx');
    expect(output).toContain('related.1.answer: "no-such-answer" is not an answer');
  });

  // A library whose answers link to no other has no link of its own to break.
  it.runIf(linked !== undefined)('refuses a broken related link in an existing answer too', () => {
    const { status, output } = resultOf(linked!.name);
    expect(status).not.toBe(0);
    expect(output).toContain(linked!.name);
    expect(output).toContain(`related.0.answer: "${broken}" is not an answer`);
  });
});

if (!canRun) {
  it.skip(`answers schema check skipped: ${astroBin} is missing (run npm install first)`, () => {});
}
