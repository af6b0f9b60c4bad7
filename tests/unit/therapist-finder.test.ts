import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { practiceSchema, validateConfig } from '@/config/schema';
import { availabilityText, staleAvailabilityWarnings } from '@/lib/therapists/availability';
import {
  EMPTY_ANSWERS,
  findClinicians,
  summaryText,
  type FinderAnswers,
  type FinderCatalog,
  type FinderClinician,
} from '@/lib/therapists/finder';

const catalog: FinderCatalog = {
  audiences: [
    {
      id: 'myself',
      label: 'Myself',
      session: 'individual',
      group: 'adults',
      reason: 'sees adults on their own',
      miss: 'does not see adults',
    },
    {
      id: 'couple',
      label: 'My relationship',
      session: 'couple',
      group: 'couples',
      reason: 'sees couples',
      miss: 'does not see couples',
    },
    {
      id: 'teen',
      label: 'My teen',
      session: 'individual',
      group: 'teens',
      reason: 'sees teens and young adults',
      miss: 'does not see teens',
    },
  ],
  concerns: [
    { id: 'anxiety', label: 'Anxiety and worry' },
    { id: 'substance-use', label: 'Substance use' },
    { id: 'relationship', label: 'Conflict in a relationship' },
  ],
};

const base = { confirmedOn: '2026-11-20' };
const clinicians: FinderClinician[] = [
  {
    id: 'founder',
    name: 'Founder',
    sees: ['myself', 'couple', 'teen'],
    concerns: ['anxiety', 'substance-use', 'relationship'],
    formats: ['in-person'],
    rates: [{ amount: 385, minutes: 50, sessions: ['individual', 'couple'] }],
    availability: { ...base, accepting: 'yes', wait: { minWeeks: 3, maxWeeks: 6 } },
  },
  {
    id: 'teen-video',
    name: 'Teen Video',
    sees: ['myself', 'couple', 'teen'],
    concerns: ['anxiety'],
    formats: ['in-person', 'video'],
    rates: [
      { amount: 195, minutes: 60, sessions: ['couple'] },
      { amount: 165, minutes: 50, sessions: ['individual'] },
    ],
    availability: { ...base, accepting: 'yes', wait: { minWeeks: 0, maxWeeks: 2 } },
  },
  {
    id: 'recovery',
    name: 'Recovery',
    sees: ['myself', 'teen'],
    concerns: ['substance-use'],
    formats: ['in-person', 'video'],
    rates: [{ amount: 165, minutes: 50, sessions: ['individual'] }],
    availability: { ...base, accepting: 'yes', wait: { minWeeks: 1, maxWeeks: 3 } },
  },
  {
    id: 'couples',
    name: 'Couples',
    sees: ['couple'],
    concerns: ['relationship'],
    formats: ['in-person', 'video'],
    rates: [{ amount: 195, minutes: 60, sessions: ['couple'] }],
    availability: { ...base, accepting: 'waitlist', wait: { minWeeks: 4, maxWeeks: 8 } },
  },
];

const find = (answers: Partial<FinderAnswers>) =>
  findClinicians(clinicians, { ...EMPTY_ANSWERS, ...answers }, catalog);
const ids = (matches: { id: string }[]) => matches.map((m) => m.id);

describe('clinician finder', () => {
  it('a teen by video: the clinicians who see teens by video, best first, with reasons in plain words', () => {
    const result = find({ audience: 'teen', format: 'video', concerns: ['anxiety'] });
    expect(ids(result.fitting)).toEqual(['teen-video']);
    expect(result.fitting[0]!.reasons).toEqual([
      'sees teens and young adults',
      'works with anxiety and worry',
      'offers video sessions',
      '$165 for a 50-minute individual session',
      'first appointments usually within 2 weeks',
    ]);
    expect(ids(result.others)).toEqual(['recovery', 'founder', 'couples']);
    expect(result.others.find((m) => m.id === 'founder')!.misses).toEqual(['meets in person only']);
    expect(result.others.find((m) => m.id === 'couples')!.misses).toEqual([
      'does not see teens',
      'does not list anxiety and worry',
    ]);
    expect(summaryText(result)).toBe('1 clinician fits');
  });

  it('a teen by video, two fit: taking clients sooner ranks first', () => {
    const result = find({ audience: 'teen', format: 'video' });
    expect(ids(result.fitting)).toEqual(['teen-video', 'recovery']);
    expect(summaryText(result)).toBe('2 clinicians fit');
  });

  it('a couple: a waitlist is said as a caveat beside the reasons, never as a reason', () => {
    const result = find({ audience: 'couple', concerns: ['relationship'] });
    expect(ids(result.fitting)).toEqual(['founder', 'couples']);
    const waitlisted = result.fitting[1]!;
    expect(waitlisted.caveats).toEqual(['has a waitlist: first appointments usually in 4 to 8 weeks']);
    expect(waitlisted.reasons.join(' ')).not.toMatch(/waitlist/);
    expect(result.others.map((m) => m.misses[0])).toEqual([
      'does not list conflict in a relationship',
      'does not see couples',
    ]);
  });

  it("a fee ceiling is compared with the rate of the audience's session, and the reason names it", () => {
    // Teen Video's individual session fits $170; their couples session, the one a couple pays, does not.
    const couple = find({ audience: 'couple', maxFee: 170 });
    expect(ids(couple.fitting)).toEqual([]);
    expect(couple.closest.find((m) => m.id === 'teen-video')!.misses).toEqual([
      '$195 for a 60-minute couples session, more than $170',
    ]);
    const myself = find({ audience: 'myself', maxFee: 170 });
    expect(ids(myself.fitting)).toEqual(['teen-video', 'recovery']);
    expect(myself.fitting[0]!.reasons).toContain('$165 for a 50-minute individual session');
  });

  it('with no audience, the lowest rate is compared, named by every session it is for', () => {
    const result = find({ maxFee: 170 });
    expect(ids(result.fitting)).toEqual(['teen-video', 'recovery']);
    expect(result.others.find((m) => m.id === 'founder')!.misses).toEqual([
      '$385 for a 50-minute individual or couples session, more than $170',
    ]);
    expect(ids(find({ maxFee: 100 }).closest)).toEqual(['teen-video', 'recovery', 'founder', 'couples']);
  });

  it('nothing fits every answer: those who meet the most come closest, never an empty result', () => {
    const result = find({ audience: 'teen', concerns: ['anxiety', 'substance-use'], format: 'video' });
    expect(result.fitting).toEqual([]);
    expect(ids(result.closest)).toEqual(['teen-video', 'recovery', 'founder']);
    expect(result.closest[0]!.misses).toEqual(['does not list substance use']);
    expect(result.closest[2]!.misses).toEqual(['meets in person only']);
    expect(ids(result.others)).toEqual(['couples']);
    expect(summaryText(result)).toBe('No clinician fits every answer; 3 come closest');
  });

  it('who the session is for is a condition: closest is chosen among those who see the audience', () => {
    // Couples, taking clients soonest, meets the concern, the format and the fee but sees no adults alone.
    const soon = clinicians.map((c) =>
      c.id === 'couples'
        ? {
            ...c,
            availability: {
              ...c.availability,
              accepting: 'yes' as const,
              wait: { minWeeks: 0, maxWeeks: 1 },
            },
          }
        : c,
    );
    const result = findClinicians(
      soon,
      { audience: 'myself', concerns: ['relationship'], format: 'video', maxFee: 200 },
      catalog,
    );
    expect(result.fitting).toEqual([]);
    expect(ids(result.closest)).toEqual(['teen-video', 'recovery']);
    expect(ids(result.others)).toEqual(['founder', 'couples']);
    expect(result.others[1]!.misses).toEqual(['does not see adults']);
  });

  it('a clinician not taking new clients never fits and is not the closest while others take clients', () => {
    const closed = clinicians.map((c) =>
      c.id === 'teen-video' ? { ...c, availability: { ...c.availability, accepting: 'no' as const } } : c,
    );
    const result = findClinicians(
      closed,
      { ...EMPTY_ANSWERS, audience: 'teen', concerns: ['anxiety'] },
      catalog,
    );
    expect(ids(result.fitting)).toEqual(['founder']);
    expect(result.others.find((m) => m.id === 'teen-video')!.misses).toEqual([
      'is not taking new clients at the moment',
    ]);
  });

  it('no answers: everyone fits', () => {
    expect(find({}).fitting).toHaveLength(4);
  });
});

describe('clinician availability', () => {
  it('reads as a sentence', () => {
    const availability = {
      accepting: 'yes',
      wait: { minWeeks: 3, maxWeeks: 6 },
      confirmedOn: '2026-11-20',
    } as const;
    expect(availabilityText(availability)).toBe(
      'Taking new clients: first appointments usually in 3 to 6 weeks.',
    );
  });

  it('warns, naming the clinician, when availability was confirmed more than 30 days before the build', () => {
    const therapists = structuredClone(PRACTICE.therapists);
    therapists[1]!.availability.confirmedOn = '2026-10-01';
    therapists[2]!.availability.confirmedOn = '2026-10-26';
    const warnings = staleAvailabilityWarnings(therapists, new Date('2026-11-25T10:00:00Z'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(new RegExp(`^${therapists[1]!.name}'s availability .* 55 days ago`));
  });

  it('the shipped configuration is fresh on the day it was written', () => {
    expect(staleAvailabilityWarnings(PRACTICE.therapists, new Date('2026-11-25T00:00:00Z'))).toEqual([]);
  });
});

describe('finder configuration', () => {
  it('fails with the clinician and the concern when a clinician names an unknown concern', () => {
    const broken = structuredClone(PRACTICE);
    const last = broken.therapists.length - 1;
    broken.therapists[last]!.concerns.push('vaping');
    expect(() => validateConfig('practice', practiceSchema, broken)).toThrow(
      `practice.therapists.${last}.concerns: ${broken.therapists[last]!.name} names the unknown concern "vaping"`,
    );
  });

  it('fails when a clinician names an unknown audience', () => {
    const broken = structuredClone(PRACTICE);
    broken.therapists[0]!.sees.push('grandparents');
    expect(() => validateConfig('practice', practiceSchema, broken)).toThrow(
      /unknown audience "grandparents"/,
    );
  });
});
