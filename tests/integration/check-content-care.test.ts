import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent, formatProblem } from '@/lib/content-check/check-content';
import { projectRoot } from './helpers/content-sync';

let root = '';

const EASY =
  'You are not alone. Help is close. Call or text now. Someone will pick up. You can talk as long as you need.';
const HARD =
  'Comprehensive multidisciplinary interventions, incorporating evidence-based psychotherapeutic modalities alongside pharmacological considerations, demonstrate considerable effectiveness in ameliorating symptomatology associated with interpersonal victimization.';

function article(fields: string, body: string): string {
  return `---
title: 'An article'
excerpt: 'An excerpt long enough for the schema, about something worth reading today.'
author: 'miriam-hale'
reviewer: 'priya-raman'
published: 2025-05-01
category: 'Relationships'
image: '../../assets/blog/calm.jpg'
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
author: 'jordan-ellis'
reviewer: 'marcus-bell'
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
  'src/assets/blog/calm.jpg': '',
  'src/content/blog/exit-off-no-reason.mdx': article(
    'help: [domestic-violence]\nquickExit: false',
    `If your partner is abusive, you deserve safety. ${EASY}`,
  ).replace("'An article'", "'Exit off without a reason'"),
  'src/content/blog/exit-off-with-reason.mdx': article(
    "help: [child-abuse]\nquickExit: false\nquickExitReason: 'Written for teachers at school, who read it on a shared staff screen.'",
    `If a child tells you about abuse, believe them. ${EASY}`,
  ).replace("'An article'", "'Exit off with a reason'"),
  'src/content/blog/exit-by-declaration.mdx': article(
    'help: [domestic-violence]',
    `If your partner is abusive, you deserve safety. ${EASY}`,
  ).replace("'An article'", 'Exit by declaration'),
  'src/content/blog/hard-crisis-piece.mdx': article(
    'help: [overdose]',
    `Naloxone reverses an overdose. ${HARD}`,
  ).replace("'An article'", "'A hard crisis piece'"),
  'src/content/blog/hard-ordinary-piece.mdx': article('help: []', HARD).replace(
    "'An article'",
    "'A hard ordinary piece'",
  ),
  'src/content/blog/sources.mdx': article(
    'help: []',
    `${EASY}

## Sources

- A home page. https://www.example.org
- A home page with a slash. https://www.example.org/.
- The document. https://www.example.org/reports/2024-guide.pdf
- A document by query. https://www.example.org/?id=42
- A DOI. https://doi.org/10.2105/AJPH.93.7.1089`,
  ).replace("'An article'", "'Sources'"),
  'src/content/answers/teen-without-teen-help.mdx': answer("audience: 'teen'\nhelp: []", EASY).replace(
    "'An answer'",
    "'Teen without teen help'",
  ),
  'src/content/answers/teen-hard.mdx': answer(
    "audience: 'teen'\nhelp: [teen]",
    'Sometimes everything at home feels heavy and complicated, and conversations with parents become arguments about responsibilities, expectations and independence.',
  ).replace("'An answer'", "'A teen piece above grade 6'"),
  'src/content/answers/teen-easy.mdx': answer("audience: 'teen'\nhelp: [teen]", EASY).replace(
    "'An answer'",
    "'An easy teen piece'",
  ),
  'src/content/answers/unknown-audience.mdx': answer("audience: 'kids'\nhelp: [veterans]", EASY).replace(
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

const problemsOf = (file: string) =>
  checkContent(root, { today: '2025-06-15' })
    .filter((problem) => problem.path.endsWith(`/${file}.mdx`))
    .map((problem) => formatProblem(problem).replace(/^[^:]+:/, ''));

describe('the quick exit follows from the declaration', () => {
  it('fails a piece on partner violence or child abuse that turns the quick exit off without a reason', () => {
    expect(problemsOf('exit-off-no-reason')).toEqual([
      '11: help declares domestic-violence, whose readers may be watched, but quickExit is false: remove quickExit: false, or add quickExitReason saying in a sentence (20 characters or more) why this piece must not have the quick exit',
    ]);
  });

  it('accepts quickExit: false with its reason, and a piece that only declares the situation', () => {
    expect(problemsOf('exit-off-with-reason')).toEqual([]);
    expect(problemsOf('exit-by-declaration')).toEqual([]);
  });
});

describe('reading grade', () => {
  it('fails a crisis piece above grade 8, and leaves an ordinary piece to the report', () => {
    expect(problemsOf('hard-crisis-piece')).toEqual([
      expect.stringMatching(
        /^12: reads at grade \d+\.\d, above 8 for a piece a frightened reader may open \(help declares overdose\)/,
      ),
    ]);
    expect(problemsOf('hard-ordinary-piece')).toEqual([]);
  });

  it('fails a teen piece above grade 6, and asks it to declare the teen lines', () => {
    expect(problemsOf('teen-hard')).toEqual([
      expect.stringMatching(/^15: reads at grade \d+\.\d, above 6 for a piece written to a teen/),
    ]);
    expect(problemsOf('teen-without-teen-help')).toEqual([
      '13: audience is teen but help does not declare teen: add teen to help',
    ]);
    expect(problemsOf('teen-easy')).toEqual([]);
  });

  it('refuses an audience or a help situation it does not know', () => {
    expect(problemsOf('unknown-audience')).toEqual([
      expect.stringMatching(/^12: audience: "kids" is not an audience; use one of adults, teen/),
      expect.stringMatching(/^13: help\.0: "veterans" is not a help situation; use one of .*veteran/),
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
    expect(report.filter((line) => /\.mdx$/.test(line.trim()))).toHaveLength(10);
    expect(report.find((line) => line.includes('teen-hard.mdx'))).toMatch(/^\s*\d+\.\d\s+6\s+FAIL\s/);
    expect(report.find((line) => line.includes('hard-ordinary-piece.mdx'))).toMatch(/^\s*\d+\.\d\s+-\s+ok\s/);
  });
});

describe('sources', () => {
  it("fails a source that links to a publisher's home page, not one that links to the document", () => {
    const problems = problemsOf('sources');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^17: the source links to a home page \(https:\/\/www\.example\.org\)/);
    expect(problems[1]).toMatch(/^18: the source links to a home page \(https:\/\/www\.example\.org\/\)/);
  });
});
