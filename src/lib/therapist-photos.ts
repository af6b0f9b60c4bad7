import type { ImageMetadata } from 'astro';
import { PHOTO_MIN, type Therapist } from '@/config/schema';

// Every photograph in src/assets/therapists/, by file name: a practice adds a clinician's photograph by
// dropping the file there and naming it in the clinician's `photo` (src/config/practice.ts).
const photos = import.meta.glob<{ default: ImageMetadata }>(
  '/src/assets/therapists/*.{jpg,jpeg,png,webp,avif}',
  {
    eager: true,
  },
);

/**
 * The clinician's photograph, or null when the configuration gives none. A missing file, or one too small
 * to stay sharp at the card's largest size, stops the build with the clinician and the file named.
 */
export function therapistPhoto(therapist: Therapist): ImageMetadata | null {
  if (!therapist.photo) return null;
  const { file } = therapist.photo;
  const found = photos[`/src/assets/therapists/${file}`];
  if (!found) {
    throw new Error(
      `practice.therapists (${therapist.id}).photo.file: no file src/assets/therapists/${file}`,
    );
  }
  const { width, height } = found.default;
  if (width < PHOTO_MIN.width || height < PHOTO_MIN.height) {
    throw new Error(
      `practice.therapists (${therapist.id}).photo.file: src/assets/therapists/${file} is ${width} x ${height} pixels; a photograph needs at least ${PHOTO_MIN.width} x ${PHOTO_MIN.height}`,
    );
  }
  return found.default;
}
