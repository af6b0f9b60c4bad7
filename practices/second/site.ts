import { defineSite } from '../../src/config/site-config.ts';
import { PRACTICE } from './practice.ts';

/** Riverbend's site settings: its address, its time zone, and no counts of its own. */
export const SITE = defineSite(
  {
    planTier: 'starter',
    // This practice keeps no counts of its own: its pages send no counting beacon.
    features: { analytics: false },
    url: 'https://riverbend.example',
    timeZone: 'America/New_York',
  },
  PRACTICE,
);
