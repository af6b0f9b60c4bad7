import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDERS, PRACTICE } from '#practice';
import { ASSOCIATE, LEAD, literal } from '../practice.ts';
import { checkContent, formatProblem } from '@/lib/content-check/check-content';
import { CONTENT_FOLDERS } from '@/lib/content/content-folders';
import { projectRoot } from './helpers/content-sync';

let root = '';

/** The content and picture sit where the chosen practice keeps its own: the check looks there. */
const blog = (name: string) => `${CONTENT_FOLDERS.blog}/${name}.mdx`;
const answers = (name: string) => `${CONTENT_FOLDERS.answers}/${name}.mdx`;
const notice = `${CONTENT_FOLDERS.legal}/notice.mdx`;
/** The articles' pictures as an article names them: one there, one missing. */
const pictures = relative(CONTENT_FOLDERS.blog, `${FOLDERS.assets}/blog`);
const [calm, missing] = [`${pictures}/calm.jpg`, `${pictures}/missing.jpg`];

/** A small project: a few pages, one image, and content files written line by line. */
const FILES: Record<string, string> = {
  'src/pages/index.astro': '',
  'src/pages/contact.astro': '',
  'src/pages/blog/[...page].astro': '',
  'src/pages/blog/[slug].astro': '',
  'src/pages/answers/[slug].astro': '',
  [`${FOLDERS.assets}/blog/calm.jpg`]: '',
  'public/og-default.png': '',
  [blog('a-good-article')]: `---
title: 'A good article'
excerpt: 'An excerpt long enough for the schema, about something worth reading today.'
author: '${LEAD.id}'
reviewer: '${ASSOCIATE.id}'
published: 2025-05-01
category: 'Anxiety'
image: '${calm}'
imageAlt: 'Soft circles'
reviewed: 2025-05-01
---

## A section

Text with [a link](/contact) and [another](/blog/scheduled-article).
`,
  [blog('broken-article')]: `---
title: 'A Good Article'
excerpt: 'Too short.'
author: 'dr-nobody'
reviewer: 'nobody-either'
published: 2025-13-01
updated: 2025-02-30
category: 'Astrology'
image: '${missing}'
imageAlt: ''
drafts: true
reviewed: 2025-05-01
---

## Start

A return to use after a long break can end in an overdose.

#### Too deep

![](${calm})

See [the article](/blog/no-such-article) and [our team](/therapists-page).
`,
  [blog('scheduled-article')]: `---
title: 'Scheduled article'
excerpt: 'An excerpt long enough for the schema, for an article that is not out yet.'
author: '${LEAD.id}'
reviewer: '${ASSOCIATE.id}'
published: 2025-07-01
category: 'Anxiety'
image: '${calm}'
imageAlt: 'TODO: describe the image'
reviewed: 2025-05-01
---

## Soon
`,
  [answers('broken-answer')]: `---
title: 'A broken answer'
tldr: 'A summary that is comfortably longer than forty characters, as the schema wants.'
practitionerTake: 'TODO: your take'
related:
  - text: 'Gone'
    answer: 'no-such-answer'
tier: 'high'
category: 'Parenting'
keywords:
  - 'one'
published: 2025-01-02
updated: 2025-01-01
author: '${ASSOCIATE.id}'
reviewer: '${LEAD.id}'
reviewed: 2025-01-02
---

1. **First step**

   Text.
`,
  [answers('Bad Name')]: `---
title: 'Bad name answer'
keywords: [
---

Body.
`,
  [notice]: `---
title: 'A notice'
description: 'Short.'
effective: 2025-01-01
effectiveLabel: 'Effective'
---

# A second title
`,
};

const run = (today = '2025-06-15') => checkContent(root, { today }).map(formatProblem);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'check-content-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run check:content', () => {
  it('reports every problem of every file at once, each as path:line: message, in file order', () => {
    const broken = blog('broken-article');
    const answer = answers('broken-answer');
    const good = blog('a-good-article');
    const badName = answers('Bad Name');
    const categories =
      'Anxiety, Teen Support, Mental Health, Communication, Emotional Health, Parenting, Personal Growth, Relationships, Boundaries, Addiction Recovery, Child Psychology, Personal';
    const clinicians = PRACTICE.therapists.map((t) => t.id).join(', ');
    expect(run()).toEqual([
      `${badName}:1: "Bad Name" is not a slug: use lowercase letters, digits and single hyphens (it is the page's address)`,
      expect.stringMatching(
        new RegExp(`^${literal(badName)}:4: frontmatter is not valid YAML: Flow sequence`),
      ),
      `${answer}:4: practitionerTake still says TODO`,
      `${answer}:7: links to /answers/no-such-answer, which is not a page of this site`,
      `${answer}:8: tier must be 1, 2, 3 or 4`,
      `${answer}:13: updated must be the same as or later than published`,
      `${answer}:19: heading ### skips a level after # (the title): use ##`,
      `${good}:2: title is also the title of ${broken}`,
      `${good}:15: links to /blog/scheduled-article, which is scheduled for July 1, 2025: no page there until then`,
      `${broken}:2: title is also the title of ${good}`,
      `${broken}:3: excerpt is 10 characters long; it must be 40 to 260 characters`,
      `${broken}:4: author must be a clinician id (${clinicians}) or an outside author's name and bio`,
      `${broken}:5: reviewer: "nobody-either" is not a clinician id; use one of ${clinicians}`,
      `${broken}:6: published: 2025-13-01 is not a date: there is no month 13`,
      `${broken}:7: updated: 2025-02-30 is not a date: February 2025 has 28 days`,
      `${broken}:8: category: "Astrology" is not a category; use one of ${categories}`,
      `${broken}:9: image: ${missing} does not exist`,
      `${broken}:10: imageAlt is empty: describe the image for people who cannot see it`,
      `${broken}:11: drafts is not a field of blog files; the fields are title, excerpt, author, reviewer, reviewed, reviewMonths, published, updated, category, image, imageAlt, draft, help, quickExit, quickExitReason, audience, jointTherapy`,
      `${broken}:17: the text mentions overdose ("overdose") but help does not declare it: add overdose to help`,
      `${broken}:19: heading #### skips a level after ##: use ###`,
      `${broken}:21: image ${calm} has no alt text: write it in ![here](...)`,
      `${broken}:23: links to /blog/no-such-article, which is not a page of this site`,
      `${broken}:23: links to /therapists-page, which is not a page of this site`,
      `${blog('scheduled-article')}:9: imageAlt still says TODO`,
      `${notice}:3: description is 6 characters long; it must be 40 to 220 characters`,
      `${notice}:8: a level-1 heading (#) in the body: the title is the page's only one; start sections at ##`,
    ]);
  });

  it('reads drafts and schedules against the given day', () => {
    // On July 1 the scheduled article is out: the link to it is fine.
    expect(run('2025-07-01').filter((line) => line.includes('scheduled-article'))).toEqual([
      `${blog('scheduled-article')}:9: imageAlt still says TODO`,
    ]);
  });

  it('as a command, prints the same lines and a count, and exits 1', () => {
    const result = spawnSync(
      process.execPath,
      ['--experimental-strip-types', join(projectRoot, 'scripts', 'check-content.ts'), '--root', root],
      { encoding: 'utf8', env: { ...process.env, SITE_NOW: '2025-06-15' } },
    );
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines.slice(0, -1)).toEqual(run());
    expect(lines.at(-1)).toBe('27 content problems in 6 files');
  });

  it("finds nothing wrong in the project's own content", () => {
    expect(checkContent(projectRoot).map(formatProblem)).toEqual([]);
  });
});
