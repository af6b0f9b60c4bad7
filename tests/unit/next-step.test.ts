import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { staticPages } from '@/lib/pages/registry';
import { CONSULTATION_LABEL } from '@/lib/practice-words';
import { initials, leadCredential } from '@/lib/therapists/card-text';
import { clinicianNextStep, consultationStep } from '@/lib/therapists/next-step';

describe('clinicianNextStep, for every clinician of the configuration', () => {
  it('leads to a page of this site under the consultation’s one label', () => {
    const paths = new Set(staticPages().map((page) => page.path));
    for (const therapist of PRACTICE.therapists) {
      const { href, label } = clinicianNextStep(therapist);
      expect(href, therapist.name).toMatch(/^\/(?!\/)/);
      expect(
        paths.has(href.split(/[?#]/)[0]!) || href.startsWith('/book'),
        `${therapist.name}: ${href}`,
      ).toBe(true);
      expect(label).toBe(CONSULTATION_LABEL);
    }
  });
});

describe('consultationStep, on the configuration', () => {
  it('leads every button where the cards lead, whatever it did without booking: one label, one place', () => {
    expect(PRACTICE.booking).toBeTruthy();
    for (const button of ['header', 'firstStep', 'closing', 'therapistsBanner', 'answer'] as const) {
      expect(consultationStep(button), button).toEqual({
        href: '/book',
        label: CONSULTATION_LABEL,
        external: false,
      });
    }
  });
});

describe('the initials shown in place of a photograph', () => {
  it('take the first and last names, never an honorific', () => {
    expect(initials('Dr. Ana Lee')).toBe('AL');
    expect(initials('Sam Ortiz')).toBe('SO');
    expect(initials('Ana María de la Cruz')).toBe('AC');
    expect(initials('Prof Cher')).toBe('C');
    expect(leadCredential({ credentials: 'PhD, Licensed Clinical Psychologist' })).toBe('PhD');
  });
});
