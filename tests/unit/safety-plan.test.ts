import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP_SITUATIONS } from '@/config/help-schema';
import { textGrade } from '@/lib/content-check/reading-grade';
import { READING_GRADE_LIMITS } from '@/lib/content/audience';
import {
  REASONS_TO_LIVE,
  SAFETY_PLAN_CACHE_PREFIX,
  SAFETY_PLAN_COPY,
  SAFETY_PLAN_LINK,
  SAFETY_PLAN_STEPS,
  SAFETY_PLAN_WORKER,
  offersSafetyPlan,
} from '@/lib/safety-plan/safety-plan-copy';

const steps = [...SAFETY_PLAN_STEPS, REASONS_TO_LIVE];

describe('the safety plan page', () => {
  it("reads at a teen's grade (6), teens being among its readers", () => {
    const { description: _description, sources: _sources, ...words } = SAFETY_PLAN_COPY;
    const page = [
      ...Object.values(words).flat(),
      ...steps.flatMap((step) => [step.ask, step.example]),
      `${SAFETY_PLAN_LINK.text} ${SAFETY_PLAN_LINK.after}`,
    ];
    expect(textGrade(page)).toBeLessThanOrEqual(READING_GRADE_LIMITS.teen);
    expect(textGrade(steps.map((step) => step.teenExample))).toBeLessThanOrEqual(READING_GRADE_LIMITS.teen);
  });

  it('has the six Stanley-Brown steps, then the emergency room if still not safe, and reasons to live, each field named once', () => {
    expect(SAFETY_PLAN_STEPS).toHaveLength(7);
    expect(SAFETY_PLAN_STEPS.at(-1)!.id).toBe('emergency');
    expect(SAFETY_PLAN_STEPS.at(-1)!.ask).toMatch(
      /still not safe, I call 911 or go to the nearest emergency room now/,
    );
    expect(SAFETY_PLAN_COPY.emergencyRest).toMatch(/does not replace emergency care/);
    expect(new Set(steps.map((step) => step.id)).size).toBe(8);
  });

  it('says to make the space safer now, at the top, and its examples name no way of hurting oneself', () => {
    expect(SAFETY_PLAN_COPY.how.join(' ')).toMatch(/step 6 now, not last/);
    const examples = steps.flatMap((step) => [step.example, step.teenExample]).join(' ');
    expect(examples).not.toMatch(
      /\b(blades?|knife|knives|razors?|guns?|firearms?|pills?|medicine|rope|poison)\b/i,
    );
  });

  it('is offered by the help boxes of pages about thoughts of dying or hurting oneself, and only those', () => {
    const offering = HELP_SITUATIONS.filter((situation) => offersSafetyPlan([situation]));
    expect(offering).toEqual(['suicide', 'self-harm']);
    expect(offersSafetyPlan([])).toBe(false);
    expect(offersSafetyPlan(['domestic-violence', 'self-harm'])).toBe(true);
  });

  it('has its offline worker at the root, where its scope may be the page alone, keeping a cache the erase deletes', () => {
    expect(SAFETY_PLAN_WORKER).toMatch(/^\/[^/]+\.js$/);
    const worker = join(import.meta.dirname, '..', '..', 'public', SAFETY_PLAN_WORKER);
    expect(existsSync(worker)).toBe(true);
    const cache = /const CACHE = '([^']+)'/.exec(readFileSync(worker, 'utf8'))?.[1];
    expect(cache?.startsWith(SAFETY_PLAN_CACHE_PREFIX)).toBe(true);
  });
});
