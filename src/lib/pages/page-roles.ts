/**
 * The addresses of the pages other pages link to by what they are (the contact page, the services, a listing), read from the
 * registry (src/lib/pages/registry.ts), so no link writes an address of its own.
 */
import { staticPages } from './registry.ts';

/** Each role's page, by the file of src/pages that builds it: a file keeps its job when its address moves. */
const ROLES = {
  contact: 'contact.astro',
  contactSent: 'contact/sent.astro',
  contactNotSent: 'contact/not-sent.astro',
  safetyPlan: 'safety-plan.astro',
  services: 'services.astro',
  therapists: 'therapists.astro',
  fees: 'fees.astro',
  faq: 'faq.astro',
  terms: 'terms.astro',
  goodFaithEstimate: 'good-faith-estimate.astro',
  blog: 'blog/[...page].astro',
  answers: 'answers/[...page].astro',
} as const;

/** The address of the page that plays `role`; a role whose page is not built stops the build. */
export function rolePath(role: keyof typeof ROLES): string {
  const entry = staticPages().find((page) => page.file === ROLES[role]);
  if (!entry)
    throw new Error(`No page of the registry is built from src/pages/${ROLES[role]} (the ${role} page)`);
  return entry.path;
}
