import { ADDRESSES } from '../config/addresses.ts';
import { PRACTICE } from '#practice';
import type { Therapist } from '../config/schema.ts';

export interface OutsideAuthor {
  name: string;
  bio: string;
}

/** A byline's person: a clinician of the practice, or an outside author with a short bio. */
export interface Person {
  name: string;
  /** Where the byline links: the founder's profile or the clinician's card on /therapists. */
  url: string | null;
  credentials: string | null;
  bio: string | null;
  clinician: Therapist | null;
}

function clinicianById(id: string): Therapist {
  const therapist = PRACTICE.therapists.find((t) => t.id === id);
  if (!therapist) throw new Error(`Unknown clinician id "${id}" (practices/<name>/practice.ts)`);
  return therapist;
}

/** The page that presents a clinician: the founder has her own; associates have their card. */
function clinicianUrl(therapist: Therapist): string {
  return therapist.profilePath ?? `${ADDRESSES.therapists}#${therapist.id}`;
}

export function resolvePerson(author: string | OutsideAuthor): Person {
  if (typeof author !== 'string') {
    return { name: author.name, url: null, credentials: null, bio: author.bio, clinician: null };
  }
  const clinician = clinicianById(author);
  return {
    name: clinician.name,
    url: clinicianUrl(clinician),
    credentials: clinician.credentials,
    bio: clinician.description,
    clinician,
  };
}
