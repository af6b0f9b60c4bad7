import { describe, expect, it } from 'vitest';
import { articleArt } from '@/lib/art/article-art';
import { assignMotifs, type ArtPiece } from '@/lib/art/assign';
import { CATEGORY_MOTIFS, MOTIFS, motifsAlt, serviceMotifs } from '@/lib/art/motifs';

const piece = (slug: string, title: string, category: ArtPiece['category']): ArtPiece => ({
  slug,
  title,
  category,
});

describe("each piece's motifs", () => {
  const pieces = [
    piece('teens-and-phones-at-night', 'Teens and Phones at Night', 'Teen Support'),
    piece('when-your-teen-asks-for-therapy', 'When Your Teen Asks for Therapy', 'Teen Support'),
    piece('vapes', 'Vapes and Fake Pills', 'Teen Support'),
    ...Array.from({ length: 6 }, (_, i) => piece(`teen-${i}`, `A teen piece ${i}`, 'Teen Support')),
  ];

  it("lead with the title's own motif, then give every piece a lead no other piece has", () => {
    const assigned = assignMotifs(pieces);
    expect(assigned.get('teens-and-phones-at-night')).toEqual(['device-mobile', 'moon-stars', 'backpack']);
    const leads = [...assigned.values()].map(([lead]) => lead);
    expect(new Set(leads).size).toBe(pieces.length);
    // More pieces than the category has motifs: the rest lead with another category's.
    expect(pieces.length).toBeGreaterThan(CATEGORY_MOTIFS['Teen Support'].length);
    for (const motifs of assigned.values()) expect(new Set(motifs).size).toBe(motifs.length);
  });

  it("keep the older pieces' pictures when a newer piece is added", () => {
    const before = assignMotifs(pieces);
    const after = assignMotifs([...pieces, piece('new', 'Backpacks and Phones', 'Teen Support')]);
    for (const { slug } of pieces) expect(after.get(slug)).toEqual(before.get(slug));
  });

  it('are said by an alt text that names each of them', () => {
    expect(motifsAlt(['device-mobile', 'moon-stars', 'backpack'])).toBe(
      'A mobile phone, with a moon and stars and a backpack beside it, on a hillside',
    );
    for (const [phrase, word] of Object.values(MOTIFS)) expect(phrase.toLowerCase()).toContain(word);
  });
});

describe("the home picture's service motifs", () => {
  it('give each service its own motif, and a service the table does not know a spare one not yet drawn', () => {
    expect(serviceMotifs(['individual', 'couples'])).toEqual(['user', 'users']);
    const unknown = serviceMotifs(['grief', 'career', 'individual', 'sleep']);
    expect(new Set(unknown).size).toBe(4);
    expect(unknown[2]).toBe('user');
  });
});

describe('an article as its picture is drawn', () => {
  const article = (category: string) =>
    `---\ntitle: 'Feeling Stuck'\npublished: 2025-06-01 # the day it goes public\ncategory: ${category}\nimageAlt: 'Two hills'\n---\n\nText.\n`;

  it('reads the category as YAML does: the comment npm run new writes after it is not part of it', () => {
    expect(
      articleArt('feeling-stuck', article("'Relationships' # Anxiety, Teen Support, Mental Health")),
    ).toEqual({
      slug: 'feeling-stuck',
      title: 'Feeling Stuck',
      category: 'Relationships',
      published: '2025-06-01',
      alt: 'Two hills',
    });
  });

  it('takes the fallback palette for a category the blog does not have', () => {
    expect(articleArt('feeling-stuck', article("'Astrology'")).category).toBe('Mental Health');
  });
});
