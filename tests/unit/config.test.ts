import { describe, expect, it } from 'vitest';
import { PRACTICE, SITE } from '#practice';
import { practiceSchema, siteSchema, validateConfig } from '@/config/schema';

const clone = <T>(value: T): T => structuredClone(value);

describe('practice configuration', () => {
  it('accepts the configuration the site ships with', () => {
    expect(validateConfig('practice', practiceSchema, PRACTICE)).toEqual(PRACTICE);
  });

  // The years of practice a description tells search engines, where it tells them, as the founder's
  // introduction on the home page words them ("40 years", "four decades").
  const years = /\b(\d+) years\b/.exec(PRACTICE.metaDescription ?? '')?.[1];
  it.runIf(years)("tells search engines the founder's years, as the home page tells a visitor", () => {
    const decades = ['', 'one', 'two', 'three', 'four', 'five', 'six'][Number(years) / 10];
    expect(PRACTICE.therapists.find((therapist) => therapist.isFounder)?.intro?.heading).toMatch(
      new RegExp(`\\b(${years} years|${decades} decades)\\b`, 'i'),
    );
  });

  it('names the field when a value is wrong', () => {
    const broken = clone(PRACTICE) as Record<string, unknown> & typeof PRACTICE;
    broken.therapists[1]!.email = 'not-an-email';
    expect(() => validateConfig('practice', practiceSchema, broken)).toThrow(
      /practice\.therapists\.1\.email/,
    );
  });

  it('names a missing field', () => {
    const broken = clone(PRACTICE) as Partial<typeof PRACTICE>;
    delete broken.phone;
    expect(() => validateConfig('practice', practiceSchema, broken)).toThrow(/practice\.phone:/);
  });

  it('refuses a configuration with two founders', () => {
    const broken = clone(PRACTICE);
    for (const therapist of broken.therapists.slice(0, 2)) therapist.isFounder = true;
    expect(() => validateConfig('practice', practiceSchema, broken)).toThrow(/At most one therapist/);
  });

  it('accepts a practice without a founder, and refuses a profile page for anyone but a founder', () => {
    const peers = clone(PRACTICE);
    for (const therapist of peers.therapists) {
      Object.assign(therapist, { isFounder: false, profilePath: null, profile: undefined });
    }
    expect(validateConfig('practice', practiceSchema, peers).therapists.some((t) => t.isFounder)).toBe(false);
    peers.therapists[1]!.profilePath = `/${peers.therapists[1]!.id}`;
    expect(() => validateConfig('practice', practiceSchema, peers)).toThrow(
      /Only the founder has a profilePath/,
    );
  });

  it("takes a clinician's photograph with its alt text, and its crop's focus as two positions", () => {
    const withPhoto = clone(PRACTICE);
    Object.assign(withPhoto.therapists[0]!, { photo: { file: 'a.jpg', alt: 'A clinician at her desk' } });
    expect(validateConfig('practice', practiceSchema, withPhoto).therapists[0]!.photo?.focus).toBe(
      'center 30%',
    );
    Object.assign(withPhoto.therapists[0]!, { photo: { file: 'a.jpg', alt: '' } });
    expect(() => validateConfig('practice', practiceSchema, withPhoto)).toThrow(/photo\.alt/);
    Object.assign(withPhoto.therapists[0]!, { photo: { file: 'a.jpg', alt: 'A', focus: 'middle' } });
    expect(() => validateConfig('practice', practiceSchema, withPhoto)).toThrow(/photo\.focus/);
  });

  it('refuses a phone link that is not a dialable number', () => {
    const broken = clone(PRACTICE);
    broken.phone.tel = broken.phone.display;
    expect(() => validateConfig('practice', practiceSchema, broken)).toThrow(/practice\.phone\.tel/);
  });
});

describe('site configuration', () => {
  it('accepts the configuration the site ships with', () => {
    expect(validateConfig('site', siteSchema, SITE)).toEqual(SITE);
  });

  it('names the field when a flag is not a boolean', () => {
    const broken = { ...clone(SITE), features: { ...SITE.features, blogSystem: 'yes' } };
    expect(() => validateConfig('site', siteSchema, broken)).toThrow(/site\.features\.blogSystem/);
  });
});
