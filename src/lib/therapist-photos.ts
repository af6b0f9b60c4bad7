import type { ImageMetadata } from 'astro';
import type { Therapist } from '@/config/schema';

// Every portrait in src/assets/therapists/, by file name. Replacing artwork with a photo is dropping a
// file there and naming it in the therapist's `photo` (src/config/practice.ts).
const photos = import.meta.glob<{ default: ImageMetadata }>(
  '/src/assets/therapists/*.{jpg,jpeg,png,webp,avif}',
  {
    eager: true,
  },
);

export function therapistPhoto(therapist: Therapist): ImageMetadata {
  const found = photos[`/src/assets/therapists/${therapist.photo}`];
  if (!found) {
    throw new Error(
      `practice.therapists (${therapist.id}).photo: no file src/assets/therapists/${therapist.photo}`,
    );
  }
  return found.default;
}
