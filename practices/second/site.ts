import type { SiteInput } from '../../src/config/schema.ts';

/** Riverbend's site settings: its address, its time zone, and no counts of its own. */
export const site = {
  planTier: 'starter',
  // This practice keeps no counts of its own: its pages send no counting beacon.
  features: { analytics: false },
  url: 'https://riverbend.example',
  timeZone: 'America/New_York',
} satisfies SiteInput;
