import { describe, expect, it } from 'vitest';
import { FOUNDER, PRACTICE } from '@/config/practice';
import { practiceSchema, siteSchema, validateConfig } from '@/config/schema';
import { SITE } from '@/config/site';

const clone = <T>(value: T): T => structuredClone(value);

describe('practice configuration', () => {
  it('holds the sample identity of PRODUCT.md section 3', () => {
    expect(PRACTICE.name).toBe('Live Deeply Therapy Group');
    expect(PRACTICE.phone).toEqual({ display: '(404) 555-0142', tel: '+14045550142' });
    expect(PRACTICE.therapists.map((t) => t.name)).toEqual([
      'Dr. Miriam Hale',
      'Jordan Ellis',
      'Priya Raman',
      'Marcus Bell',
    ]);
    expect(FOUNDER.profilePath).toBe('/dr-miriam-hale');
    expect(PRACTICE.services).toHaveLength(6);
    expect(PRACTICE.faq).toHaveLength(9);
  });

  it('carries the rates of SPEC.md section 9, each associate in order', () => {
    expect(PRACTICE.therapists.map((t) => t.rates.map((r) => `${r.amount}/${r.minutes}`))).toEqual([
      ['385/50', '465/60'],
      ['165/50', '195/60'],
      ['165/50', '195/60'],
      ['165/50', '195/60'],
    ]);
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
    broken.therapists[2]!.isFounder = true;
    expect(() => validateConfig('practice', practiceSchema, broken)).toThrow(/Exactly one therapist/);
  });

  it('refuses a phone link that is not a dialable number', () => {
    const broken = clone(PRACTICE);
    broken.phone.tel = '404-555-0142';
    expect(() => validateConfig('practice', practiceSchema, broken)).toThrow(/practice\.phone\.tel/);
  });
});

describe('site configuration', () => {
  it('has every feature flag of SPEC.md section 3', () => {
    expect(Object.keys(SITE.features).sort()).toEqual(
      [
        'blogSystem',
        'contactForms',
        'imageOptimization',
        'performanceTracking',
        'schemaMarkup',
        'staticSeoFiles',
      ].sort(),
    );
  });

  it('names the field when a flag is not a boolean', () => {
    const broken = { ...clone(SITE), features: { ...SITE.features, blogSystem: 'yes' } };
    expect(() => validateConfig('site', siteSchema, broken)).toThrow(/site\.features\.blogSystem/);
  });
});
