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
      const effective = String(
        notice.data.effective instanceof Date ? notice.data.effective.toISOString() : notice.data.effective,
      ).slice(0, 10);
      expect(html).toContain(`${String(notice.data.effectiveLabel)}: <time datetime="${effective}"`);
      expect(html!.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(
        /pending|legal review|not yet reviewed|draft/i,
      );
    },
  );
});
