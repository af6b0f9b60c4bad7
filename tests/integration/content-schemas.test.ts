/**
 * A wrong content file fails the build with the file and the field, so a writer can fix it: each case
 * below is synced by Astro alone in its collection beside the practice's real content, all of them in
 * one copy of the project and one process (helpers/content-sync.ts).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDERS } from '#practice';
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

let copy = '';
let results = new Map<string, SyncResult>();
const blogResult = (fileName: string) => results.get(`blog/${fileName}`)!;
const answerResult = (fileName: string) => results.get(`answers/${fileName}`)!;

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
  if (!canSync) return;
  copy = createProjectCopy('content-schemas-');
  results = syncEach(copy, {
    blog: {
      'valid-article.mdx': valid({}),
      'valid-help.mdx': valid({ help: '[domestic-violence, suicide]', quickExit: 'true' }),
      'bad-help.mdx': valid({ help: '[suicide, bullying]' }),
      'bad-quick-exit.mdx': valid({ quickExit: '"yes"' }),
      'bad-category.mdx': valid({ category: '"Astrology"' }),
      'bad-author.mdx': valid({ author: '"dr-nobody"' }),
      'bad-dates.mdx': valid({ updated: '2024-06-01' }),
    },
    answers: {
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
    },
  });
}, 240_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe.skipIf(!canSync)('the blog schema refuses a wrong file, naming the file and the field', () => {
  it('accepts a valid file', () => {
    expect(blogResult('valid-article.mdx').status).toBe(0);
  });

  it('accepts declared help situations and the quick-exit flag', () => {
    const { status } = blogResult('valid-help.mdx');
    expect(status).toBe(0);
  });

  it('refuses a help situation that does not exist, naming the file, the field and the valid ones', () => {
    const { status, output } = blogResult('bad-help.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('bad-help.mdx');
    expect(output).toContain(
      'help.1: "bullying" is not a help situation; use one of suicide, domestic-violence',
    );
  });

  it('refuses a quick-exit flag that is not true or false', () => {
    const { status, output } = blogResult('bad-quick-exit.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('bad-quick-exit.mdx');
    expect(output).toMatch(/quickExit/);
  });

  it('refuses an unknown category', () => {
    const { status, output } = blogResult('bad-category.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('bad-category');
    expect(output).toMatch(/category/);
  });

  it('refuses an author who is not a clinician id', () => {
    const { status, output } = blogResult('bad-author.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('bad-author');
    expect(output).toMatch(/author/);
  });

  it('refuses an update dated before publication', () => {
    const { status, output } = blogResult('bad-dates.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('bad-dates');
    expect(output).toMatch(/updated must be the same as or later than published/);
  });
});

describe.skipIf(!canSync)('the answers schema refuses a wrong file, naming the file and the field', () => {
  it('accepts a valid new answer that links to an existing one', () => {
    const { status, output } = answerResult('test-valid-answer.mdx');
    expect(output).not.toMatch(/error/i);
    expect(status).toBe(0);
  });

  it('refuses a help situation that does not exist, naming the file and the field', () => {
    const { status, output } = answerResult('test-bad-help.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('test-bad-help.mdx');
    expect(output).toContain('help.0: "overdoses" is not a help situation');
  });

  it('refuses a tier outside 1 to 4', () => {
    const { status, output } = answerResult('test-bad-tier.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('test-bad-tier.mdx');
    expect(output).toMatch(/tier\W+must be 1, 2, 3 or 4/);
  });

  it('refuses a category outside the list', () => {
    const { status, output } = answerResult('test-bad-category.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('test-bad-category.mdx');
    expect(output).toMatch(/category: /);
  });

  it('refuses a missing tldr', () => {
    const { status, output } = answerResult('test-no-tldr.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('test-no-tldr.mdx');
    expect(output).toMatch(/tldr: /);
  });

  it('refuses a related link to an answer that does not exist', () => {
    const { status, output } = answerResult('test-bad-related.mdx');
    expect(status).not.toBe(0);
    expect(output).toContain('test-bad-related.mdx');
    expect(output).toContain('related.1.answer: "no-such-answer" is not an answer');
  });

  // A library whose answers link to no other has no link of its own to break.
  it.runIf(linked !== undefined)('refuses a broken related link in an existing answer too', () => {
    const { status, output } = answerResult(linked!.name);
    expect(status).not.toBe(0);
    expect(output).toContain(linked!.name);
    expect(output).toContain(`related.0.answer: "${broken}" is not an answer`);
  });
});

if (!canSync) {
  it.skip(`content schema checks skipped: ${astroBin} is missing (run npm install first)`, () => {});
}
