/**
 * Warns at build time about each clinician whose availability nobody has confirmed for more than 30
 * days: a stale wait misleads a visitor more than no wait, but it is not a reason to stop a build.
 */
import type { AstroIntegration } from 'astro';
import { PRACTICE } from '#practice';
import { staleAvailabilityWarnings } from '../lib/therapists/availability.ts';

export function availabilityCheck(): AstroIntegration {
  return {
    name: 'availability-check',
    hooks: {
      'astro:build:start': ({ logger }) => {
        for (const warning of staleAvailabilityWarnings(PRACTICE.therapists, new Date()))
          logger.warn(warning);
      },
    },
  };
}
