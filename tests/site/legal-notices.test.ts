import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { builtPages } from './built-site';

const legalDir = join(import.meta.dirname, '..', '..', 'src', 'content', 'legal');
const notices = readdirSync(legalDir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({
    path: `/${file.replace(/\.mdx$/, '')}`,
    data: parseFrontmatter(readFileSync(join(legalDir, file), 'utf8')).frontmatter as Record<string, unknown>,
  }));
const pages = new Map(builtPages().map((page) => [page.path, page.html]));
const day = (value: unknown) => String(value instanceof Date ? value.toISOString() : value).slice(0, 10);

describe('legal notices', () => {
  it('some notices are still waiting for counsel, so the rule below is exercised', () => {
    expect(notices.filter((notice) => notice.data.pendingLegalReview === true).length).toBeGreaterThan(0);
  });

  // Counsel's review is the practice's business: a reader sees the notice and its date like any other.
  it.each(notices.map((notice) => [notice.path, notice] as const))(
    '%s shows its date and no word of a pending review',
    (path, notice) => {
      const html = pages.get(path);
      expect(html, `${path} was not built`).toBeDefined();
      expect(html).toContain(
        `${String(notice.data.effectiveLabel)}: <time datetime="${day(notice.data.effective)}"`,
      );
      expect(html!.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(
        /pending|legal review|not yet reviewed|draft/i,
      );
    },
  );

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
        1 + (first === undefined ? 0 : 1) + (notice.data.lastChecked === undefined ? 0 : 1),
      );
    },
  );
});
