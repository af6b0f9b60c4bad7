import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import type { Therapist } from '@/config/schema';
import { practiceWait } from '@/lib/first-step';

const withAvailability = (therapist: Therapist, accepting: Therapist['availability']['accepting']) => ({
  ...therapist,
  availability: { ...therapist.availability, accepting },
});

describe('practiceWait', () => {
  it("covers every clinician taking new clients, and no wider, on the practice's configuration", () => {
    const wait = practiceWait(PRACTICE.therapists);
    const open = PRACTICE.therapists.filter((t) => t.availability.accepting === 'yes');
    if (open.length === 0) {
      expect(wait).toBeNull();
      return;
    }
    for (const { availability } of open) {
      expect(wait!.wait.minWeeks).toBeLessThanOrEqual(availability.wait.minWeeks);
      expect(wait!.wait.maxWeeks).toBeGreaterThanOrEqual(availability.wait.maxWeeks);
    }
    expect(open.some((t) => t.availability.wait.minWeeks === wait!.wait.minWeeks)).toBe(true);
    expect(open.some((t) => t.availability.wait.maxWeeks === wait!.wait.maxWeeks)).toBe(true);
  });

  it('leaves out a waitlist and says nothing when nobody takes new clients', () => {
    const [first, ...rest] = PRACTICE.therapists;
    const onlyWaitlist = [
      withAvailability(first!, 'waitlist'),
      ...rest.map((t) => withAvailability(t, 'no')),
    ];
    expect(practiceWait(onlyWaitlist)).toBeNull();
    const one = [withAvailability(first!, 'yes'), ...rest.map((t) => withAvailability(t, 'waitlist'))];
    expect(practiceWait(one)?.wait).toEqual(first!.availability.wait);
  });
});
