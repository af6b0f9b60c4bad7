import type { SiteInput } from '../../src/config/schema.ts';

/** Riverbend's site settings: its address, its time zone (Tucson's), and no counts of its own. */
export const site = {
  planTier: 'starter',
  // This practice keeps no counts of its own: its pages send no counting beacon.
  features: { analytics: false },
  url: 'https://riverbend.example',
  // Arizona keeps Mountain Standard Time all year: no daylight-saving switch.
  timeZone: 'America/Phoenix',
} satisfies SiteInput;
