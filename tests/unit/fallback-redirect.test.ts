import { describe, expect, it } from 'vitest';
import { fallbackRedirect } from '@/lib/fallback-redirect';

describe('fallbackRedirect', () => {
  it('sends unknown articles and answers back to their library', () => {
    expect(fallbackRedirect('/blog/no-such-post')).toBe('/blog');
    expect(fallbackRedirect('/answers/no-such-answer')).toBe('/answers');
    expect(fallbackRedirect('/answers/a/b')).toBe('/answers');
  });

  it('leaves every other path to the not-found page', () => {
    expect(fallbackRedirect('/blog')).toBeNull();
    expect(fallbackRedirect('/blog/')).toBeNull();
    expect(fallbackRedirect('/blogs/x')).toBeNull();
    expect(fallbackRedirect('/nope')).toBeNull();
  });
});
