import type { PracticeConfig, SiteConfig, Therapist } from '../config/schema.ts';
import type { Person } from './people.ts';
import { priceRange } from './rates.ts';
import { DAY_NAMES } from './calendar/office-hours-words.ts';

export type JsonLd = Record<string, unknown>;

export function absoluteUrl(site: SiteConfig, path: string): string {
  return new URL(path, `${site.url}/`).toString();
}

/** The practice is a schema.org MedicalClinic, the closest type (there is no Psychologist type). */
export function practiceJsonLd(practice: PracticeConfig, site: SiteConfig): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': `${site.url}/#practice`,
    name: practice.name,
    description: practice.description,
    url: `${site.url}/`,
    telephone: practice.phone.tel,
    email: practice.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${practice.address.street}, ${practice.address.suite}`,
      addressLocality: practice.address.city,
      addressRegion: practice.address.state,
      postalCode: practice.address.zip,
      addressCountry: 'US',
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: practice.openingDays.map((d) => `https://schema.org/${DAY_NAMES[d]}`),
      description: practice.hours.join(', '),
    },
    medicalSpecialty: 'Psychiatric',
    // The practice's own payment terms, as the pages list them.
    paymentAccepted: practice.paymentTerms.join('; '),
    // From the clinicians' rates, so the structured data never disagrees with the rates the pages show.
    priceRange: priceRange(practice.therapists),
    employee: practice.therapists.map((t) => ({ '@type': 'Person', name: t.name })),
  };
}

/** A clinician's profile page: ProfilePage whose mainEntity is the Person. */
export function profilePageJsonLd(therapist: Therapist, site: SiteConfig, path: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absoluteUrl(site, path),
    mainEntity: {
      '@type': 'Person',
      '@id': `${absoluteUrl(site, path)}#person`,
      name: therapist.name,
      jobTitle: therapist.title,
      description: therapist.description,
      email: therapist.email,
      telephone: therapist.phone.tel,
      url: absoluteUrl(site, path),
      knowsAbout: therapist.specialties,
      hasCredential: therapist.credentials.split(',').map((c) => ({
        '@type': 'EducationalOccupationalCredential',
        name: c.trim(),
      })),
      worksFor: { '@id': `${site.url}/#practice` },
    },
  };
}

/** A byline's person: a clinician links to their page and carries their title; an outside author their bio. */
export function personJsonLd(site: SiteConfig, person: Person): JsonLd {
  return {
    '@type': 'Person',
    name: person.name,
    ...(person.url ? { url: absoluteUrl(site, person.url) } : {}),
    ...(person.clinician ? { jobTitle: person.clinician.title } : {}),
    ...(person.bio && !person.clinician ? { description: person.bio } : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(site: SiteConfig, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so text can never close the tag. */
export function serialiseJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
