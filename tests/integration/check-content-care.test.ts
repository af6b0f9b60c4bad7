import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDERS } from '#practice';
import { ASSOCIATE, LEAD } from '../practice.ts';
import { checkContent, formatProblem } from '@/lib/content-check/check-content';
import { CONTENT_FOLDERS } from '@/lib/content/content-folders';
import { projectRoot } from './helpers/content-sync';

let root = '';

const EASY =
  'You are not alone. Help is close. Call or text now. Someone will pick up. You can talk as long as you need.';
const HARD =
  'Comprehensive multidisciplinary interventions, incorporating evidence-based psychotherapeutic modalities alongside pharmacological considerations, demonstrate considerable effectiveness in ameliorating symptomatology associated with interpersonal victimization.';

/** The fixtures sit where the chosen practice keeps its content and pictures: the check looks there. */
const blog = (name: string) => `${CONTENT_FOLDERS.blog}/${name}.mdx`;
const answers = (name: string) => `${CONTENT_FOLDERS.answers}/${name}.mdx`;
const PICTURE = `${FOLDERS.assets}/blog/calm.jpg`;

function article(fields: string, body: string): string {
  return `---
title: 'An article'
excerpt: 'An excerpt long enough for the schema, about something worth reading today.'
author: '${LEAD.id}'
reviewer: '${ASSOCIATE.id}'
reviewed: 2025-05-01
published: 2025-05-01
category: 'Relationships'
image: '${relative(CONTENT_FOLDERS.blog, PICTURE)}'
imageAlt: 'Soft circles'
${fields}
---

${body}
`;
}

function answer(fields: string, body: string): string {
  return `---
title: 'An answer'
tldr: 'You are not alone. Help is close, and you can reach it today.'
practitionerTake: 'Tell one adult you trust.'
tier: 1
category: 'Parenting'
keywords: ['help']
published: 2025-01-02
updated: 2025-01-02
author: '${ASSOCIATE.id}'
reviewer: '${LEAD.id}'
reviewed: 2025-01-02
${fields}
---

${body}
`;
}

/** One file per rule and case; each title differs so the duplicate-title rule stays quiet. */
const FILES: Record<string, string> = {
  'src/pages/index.astro': '',
  'src/pages/blog/[slug].astro': '',
  'src/pages/answers/[slug].astro': '',
  [PICTURE]: '',
  [blog('exit-off-no-reason')]: article(
    'help: [domestic-violence]\nquickExit: false',
    `If your partner is abusive, you deserve safety. ${EASY}`,
  ).replace("'An article'", "'Exit off without a reason'"),
  [blog('exit-off-with-reason')]: article(
    "help: [child-abuse]\nquickExit: false\nquickExitReason: 'Written for teachers at school, who read it on a shared staff screen.'",
    `If a child tells you about abuse, believe them. ${EASY}`,
  ).replace("'An article'", "'Exit off with a reason'"),
  [blog('exit-off-nothing-to-hide')]: article('help: []\nquickExit: false', EASY).replace(
    "'An article'",
    "'Exit off where none is shown'",
  ),
  [answers('teen-exit-off')]: answer(
    "audience: 'teen'\nhelp: [teen]\nquickExit: false\nquickExitReason: 'short'",
    EASY,
  ).replace("'An answer'", "'A teen piece without its exit'"),
  [blog('exit-by-declaration')]: article(
    'help: [domestic-violence]',
    `If your partner is abusive, you deserve safety. ${EASY}`,
  ).replace("'An article'", 'Exit by declaration'),
  [blog('hard-crisis-piece')]: article(
    'help: [overdose]',
    `Naloxone reverses an overdose. ${HARD}\n\n<Instruction id="overdose" />`,
  ).replace("'An article'", "'A hard crisis piece'"),
  [blog('hard-ordinary-piece')]: article('help: []', HARD).replace("'An article'", "'A hard ordinary piece'"),
  [blog('sources')]: article(
    'help: []',
    `${EASY}

## Sources

- A home page. https://www.example.org
- A home page with a slash. https://www.example.org/.
- The document. https://www.example.org/reports/2024-guide.pdf
- A document by query. https://www.example.org/?id=42
- A DOI. https://doi.org/10.2105/AJPH.93.7.1089
- Smith, J. (2020). A book with no address. Publisher.
- A markdown link. [The report](https://www.example.org/reports/2023)`,
  ).replace("'An article'", "'Sources'"),
  [blog('inline-home-link')]: article(
    'help: []',
    `The program [Means Matter](https://www.example.edu/) says so. The report [says more](https://www.example.edu/means-matter/). ${EASY}`,
  ).replace("'An article'", "'Inline home link'"),
  [blog('reviewed-tomorrow')]: article('help: []', EASY)
    .replace("'An article'", "'Reviewed tomorrow'")
    .replace('reviewed: 2025-05-01', 'reviewed: 2025-06-16'),
  [blog('review-too-late')]: article(
    'help: [suicide]\nreviewMonths: 12',
    `Suicide is not a topic to avoid. ${EASY}`,
  ).replace("'An article'", "'Review too late'"),
  [blog('review-sooner')]: article('help: []\nreviewMonths: 3', EASY).replace(
    "'An article'",
    "'Review sooner'",
  ),
  [blog('no-review-date')]: article('help: []', EASY)
    .replace("'An article'", "'No review date'")
    .replace('reviewed: 2025-05-01\n', ''),
  [answers('couples-answer')]: answer('help: []\njointTherapy: [couples]', EASY).replace(
    "'An answer'",
    "'A couples answer'",
  ),
  [answers('abuse-links-couples')]: answer(
    "help: [domestic-violence]\nrelated:\n  - text: 'Couples'\n    answer: 'couples-answer'\n  - text: 'Teen'\n    answer: 'teen-easy'",
    `If your partner is abusive, you deserve safety. ${EASY}`,
  ).replace("'An answer'", "'Abuse piece linking couples therapy'"),
  [answers('ordinary-links-couples')]: answer(
    "help: []\nrelated:\n  - text: 'Couples'\n    answer: 'couples-answer'",
    EASY,
  ).replace("'An answer'", "'Ordinary piece linking couples therapy'"),
  [answers('links-other-category')]: answer(
    "help: []\nrelated:\n  - text: 'Other'\n    answer: 'other-category'",
    EASY,
  ).replace("'An answer'", "'Piece linking another category'"),
  [answers('other-category')]: answer('help: []', EASY)
    .replace("'An answer'", "'Another category'")
    .replace("'Parenting'", "'Mental Health'"),
  [answers('teen-without-teen-help')]: answer("audience: 'teen'\nhelp: []", EASY).replace(
    "'An answer'",
    "'Teen without teen help'",
  ),
  [answers('teen-hard')]: answer(
    "audience: 'teen'\nhelp: [teen]",
    'Sometimes everything at home feels heavy and complicated, and conversations with parents become arguments about responsibilities, expectations and independence.',
  ).replace("'An answer'", "'A teen piece above grade 6'"),
  [answers('teen-easy')]: answer("audience: 'teen'\nhelp: [teen]", EASY).replace(
    "'An answer'",
    "'An easy teen piece'",
  ),
  [answers('unknown-audience')]: answer("audience: 'kids'\nhelp: [veterans]", EASY).replace(
    "'An answer'",
    "'Unknown audience'",
  ),
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'check-content-care-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The check over the whole fixture library, run once: each case reads its own file's problems from it. */
let problems: ReturnType<typeof checkContent> | undefined;
const problemsOf = (file: string) =>
  (problems ??= checkContent(root, { today: '2025-06-15' }))
    .filter((problem) => problem.path.endsWith(`/${file}.mdx`))
    .map((problem) => formatProblem(problem).replace(/^[^:]+:/, ''));

describe('the quick exit follows from the reader', () => {
  it('fails a piece on partner violence or child abuse that turns the quick exit off without a reason', () => {
    expect(problemsOf('exit-off-no-reason')).toEqual([
      '12: help declares domestic-violence, so its reader may be watched, but quickExit is false: remove quickExit: false, or add quickExitReason saying in a sentence (20 characters or more) why this piece must not have the quick exit',
    ]);
  });

  it('fails a piece written to a teen that turns the quick exit off with a word for a reason', () => {
    expect(problemsOf('teen-exit-off')).toEqual([
      '15: it is written to a teen, so its reader may be watched, but quickExit is false: remove quickExit: false, or add quickExitReason saying in a sentence (20 characters or more) why this piece must not have the quick exit',
    ]);
  });

  it('refuses quickExit: false where no exit is shown anyway, as a leftover', () => {
    expect(problemsOf('exit-off-nothing-to-hide')).toEqual([
      expect.stringMatching(
        /^12: quickExit is false on a piece that shows no quick exit anyway .*: remove the line$/,
      ),
    ]);
  });

  it('accepts quickExit: false with its reason, and a piece that only declares the situation', () => {
    expect(problemsOf('exit-off-with-reason')).toEqual([]);
    expect(problemsOf('exit-by-declaration')).toEqual([]);
  });
});

describe('related answers of an abuse piece', () => {
  it('fails a link from a piece on partner violence to an answer about couples therapy, and only that link', () => {
    expect(problemsOf('abuse-links-couples')).toEqual([
      expect.stringMatching(
        /^16: related answer couples-answer is about couples therapy, which is not a first step where there is abuse: this piece declares domestic-violence, so remove the link$/,
      ),
    ]);
  });

  it('lets any other piece link to it', () => {
    expect(problemsOf('ordinary-links-couples')).toEqual([]);
  });

  it('fails a link to another category, which the page leaves out', () => {
    expect(problemsOf('links-other-category')).toEqual([
      "16: related answer other-category is in Mental Health, not this piece's Parenting: related reading keeps the category, so remove the link",
    ]);
  });
});

describe('the review clock', () => {
  it('requires the day of the review', () => {
    expect(problemsOf('no-review-date')).toEqual([
      '1: reviewed is missing: add the date, written YYYY-MM-DD',
    ]);
  });

  it('refuses a review dated after today', () => {
    expect(problemsOf('reviewed-tomorrow')).toEqual([
      '6: reviewed is 2025-06-16, after today (2025-06-15): a review is dated the day the reviewer read the piece',
    ]);
  });

  it('refuses a crisis piece that asks to wait longer than six months, and accepts a piece that asks for sooner', () => {
    expect(problemsOf('review-too-late')).toEqual([
      '12: reviewMonths is 12, longer than the 6 months this piece may go between reviews (a reader in crisis may open it): lower it or remove it',
    ]);
    expect(problemsOf('review-sooner')).toEqual([]);
  });
});

describe('reading grade', () => {
  it('fails a crisis piece above grade 8, and leaves an ordinary piece to the report', () => {
    expect(problemsOf('hard-crisis-piece')).toEqual([
      expect.stringMatching(
        /^13: reads at grade \d+\.\d, above 8 for a piece a frightened reader may open \(help declares overdose\)/,
      ),
    ]);
    expect(problemsOf('hard-ordinary-piece')).toEqual([]);
  });

  it('fails a teen piece above grade 6, and asks it to declare the teen lines', () => {
    expect(problemsOf('teen-hard')).toEqual([
      expect.stringMatching(/^16: reads at grade \d+\.\d, above 6 for a piece written to a teen/),
    ]);
    expect(problemsOf('teen-without-teen-help')).toEqual([
      '14: audience is teen but help does not declare teen: add teen to help',
    ]);
    expect(problemsOf('teen-easy')).toEqual([]);
  });

  it('refuses an audience or a help situation it does not know', () => {
    expect(problemsOf('unknown-audience')).toEqual([
      expect.stringMatching(/^13: audience: "kids" is not an audience; use one of adults, teen/),
      expect.stringMatching(/^14: help\.0: "veterans" is not a help situation; use one of .*veteran/),
    ]);
  });

  it('as a command, reports every piece with its grade after the problems', () => {
    const result = spawnSync(
      process.execPath,
      ['--experimental-strip-types', join(projectRoot, 'scripts', 'check-content.ts'), '--root', root],
      { encoding: 'utf8', env: { ...process.env, SITE_NOW: '2025-06-15' } },
    );
    expect(result.status).toBe(1);
    const report = result.stdout.split('\n');
    expect(report[0]).toMatch(/^Reading grade/);
    expect(report.filter((line) => /\.mdx$/.test(line.trim()))).toHaveLength(
      Object.keys(FILES).filter((path) => path.endsWith('.mdx')).length,
    );
    expect(report.find((line) => line.includes('teen-hard.mdx'))).toMatch(/^\s*\d+\.\d\s+6\s+FAIL\s/);
    expect(report.find((line) => line.includes('hard-ordinary-piece.mdx'))).toMatch(/^\s*\d+\.\d\s+-\s+ok\s/);
  });
});

describe('sources', () => {
  it("fails a source without a link, and one that links to a publisher's home page, not one that links to the document", () => {
    const problems = problemsOf('sources');
    expect(problems).toEqual([
      expect.stringMatching(/^18: the source links to a home page \(https:\/\/www\.example\.org\)/),
      expect.stringMatching(/^19: the source links to a home page \(https:\/\/www\.example\.org\/\)/),
      expect.stringMatching(/^23: the source has no link a reader can follow/),
    ]);
  });

  it('fails a link in the text to a home page, not one to the page itself', () => {
    expect(problemsOf('inline-home-link')).toEqual([
      expect.stringMatching(/^14: the text links to a home page \(https:\/\/www\.example\.edu\/\)/),
    ]);
  });
});
