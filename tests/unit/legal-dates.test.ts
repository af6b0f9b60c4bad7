import { describe, expect, it } from 'vitest';
import { legalSchema } from '@/lib/content/schemas';

const notice = {
  title: 'Notice',
  description: 'A notice long enough for the schema to take its description as it is.',
  effective: '2026-11-25',
  effectiveLabel: 'Effective',
};

const problems = (data: Record<string, unknown>) => {
  const result = legalSchema.safeParse(data);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("a legal notice's dates", () => {
  it('a notice never revised has one date; a revised one keeps the day it first took effect', () => {
    expect(problems(notice)).toEqual([]);
    expect(legalSchema.parse({ ...notice, firstEffective: '2024-01-01' }).firstEffective).toEqual(
      new Date('2024-01-01'),
    );
  });

  it('refuses a first date that is not before the revision, naming the field', () => {
    for (const firstEffective of ['2026-11-25', '2027-01-01']) {
      expect(problems({ ...notice, firstEffective })).toEqual([
        'firstEffective: firstEffective must be before effective (the revision); leave it out for a notice never revised',
      ]);
    }
  });
});
