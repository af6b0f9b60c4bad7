import { describe, expect, it } from 'vitest';
import { NAV_LINKS, isActiveLink } from '@/lib/navigation';
import { staticPages } from '@/lib/pages/registry';

describe('isActiveLink (Home on its exact path, every other link on its path and beneath it)', () => {
  it('marks Home active only on the exact home path', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/index.html')).toBe(true);
    expect(isActiveLink('/', '/about')).toBe(false);
    expect(isActiveLink('/', '/answers/how-to-let-go')).toBe(false);
  });

  it('marks a section active on its own path and every path beneath it', () => {
    expect(isActiveLink('/answers', '/answers')).toBe(true);
    expect(isActiveLink('/answers', '/answers/how-to-let-go')).toBe(true);
    expect(isActiveLink('/about', '/about.html')).toBe(true);
    expect(isActiveLink('/about', '/about/')).toBe(true);
  });

  it('does not match a path that only shares the first letters', () => {
    expect(isActiveLink('/about', '/aboutus')).toBe(false);
    expect(isActiveLink('/faq', '/faqs')).toBe(false);
    expect(isActiveLink('/services', '/therapists')).toBe(false);
  });

  it('leaves at most one link active on any page, its own on a page of the header', () => {
    for (const page of staticPages()) {
      const active = NAV_LINKS.filter((link) => isActiveLink(link.href, page.path)).map((link) => link.href);
      expect(active.length, page.path).toBeLessThanOrEqual(1);
      if (page.header) expect(active, page.path).toEqual([page.path]);
    }
    expect(NAV_LINKS.filter((link) => isActiveLink(link.href, '/privacy'))).toHaveLength(0);
  });
});

describe('the navigation links', () => {
  it('each mark only themselves active on their own page and the pages beneath it', () => {
    for (const link of NAV_LINKS) {
      const beneath = link.href === '/' ? [] : [`${link.href}/a-page`];
      for (const path of [link.href, ...beneath])
        expect(
          NAV_LINKS.filter((other) => isActiveLink(other.href, path)).map((other) => other.href),
          path,
        ).toEqual([link.href]);
    }
  });
});
