import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { CONTENT_FOLDERS } from '../../src/lib/content/content-folders.ts';
import { NOTICE_REVIEW_COPY } from '../../src/lib/content/editorial-copy.ts';
import { builtPages } from './built-site';

const legalDir = join(import.meta.dirname, '..', '..', CONTENT_FOLDERS.legal);
const notices = readdirSync(legalDir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({
    path: `/${file.replace(/\.mdx$/, '')}`,
    data: parseFrontmatter(readFileSync(join(legalDir, file), 'utf8')).frontmatter as Record<string, unknown>,
  }));
const pages = new Map(builtPages().map((page) => [page.path, page.html]));
const day = (value: unknown) => String(value instanceof Date ? value.toISOString() : value).slice(0, 10);

describe('legal notices', () => {
  // Counsel's review is what the practice's configuration records, said on the page either way: who
  // reviewed it and when, or plainly that it is a sample nobody has reviewed.
  it.each(notices.map((notice) => [notice.path, notice] as const))(
    '%s shows its date, and who reviewed it or that it is a sample awaiting review',
    (path, notice) => {
      const html = pages.get(path);
      expect(html, `${path} was not built`).toBeDefined();
      expect(html).toContain(
        `${String(notice.data.effectiveLabel)}: <time datetime="${day(notice.data.effective)}"`,
      );
      const review = PRACTICE.noticeReviews[path.slice(1)];
      const states = [...html!.matchAll(/data-notice-review="(\w+)"/g)].map((match) => match[1]);
      expect(states).toEqual([review ? 'reviewed' : 'sample']);
      if (review) expect(html).toContain(`${NOTICE_REVIEW_COPY.reviewed} ${review.by}`);
      else expect(html).toContain(NOTICE_REVIEW_COPY.sample);
    },
  );

  it('names no notice the practice does not have among the reviewed ones', () => {
    const paths = new Set(notices.map((notice) => notice.path.slice(1)));
    expect(Object.keys(PRACTICE.noticeReviews).filter((id) => !paths.has(id))).toEqual([]);
  });

  it('some notice has been revised since it first took effect, so the rule below is exercised', () => {
    expect(notices.filter((notice) => notice.data.firstEffective !== undefined).length).toBeGreaterThan(0);
  });

  // A revised notice keeps the day it first took effect beside the revision's; one never revised has one.
  it.each(notices.map((notice) => [notice.path, notice] as const))(
    '%s shows the day it first took effect when it has been revised, and only then',
    (path, notice) => {
      const html = pages.get(path)!;
      const first = notice.data.firstEffective;
      if (first === undefined) expect(html).not.toMatch(/first effective/i);
      else expect(html).toContain(`First effective: <time datetime="${day(first)}"`);
      expect(html.match(/<time datetime=/g)?.length).toBe(
        1 +
          (first === undefined ? 0 : 1) +
          (notice.data.lastChecked === undefined ? 0 : 1) +
          (PRACTICE.noticeReviews[path.slice(1)] ? 1 : 0),
      );
    },
  );
});
