import type { ImageMetadata } from 'astro';
import { FOLDERS } from '#practice';
import { PHOTO_MIN, type Therapist } from '@/config/schema';

// The chosen practice's photographs (its pictures' folder is `@practice-assets`, as the practice module's
// Vite plugin resolves it), by file name: a practice adds a clinician's photograph by dropping the file in
// its therapists/ folder and naming it in the clinician's `photo`.
const photos = Object.fromEntries(
  Object.entries(
    import.meta.glob<{ default: ImageMetadata }>('@practice-assets/therapists/*.{jpg,jpeg,png,webp,avif}', {
      eager: true,
    }),
  ).map(([path, image]) => [path.split('/').pop()!, image]),
);

const FOLDER = `${FOLDERS.assets}/therapists`;

/**
 * The clinician's photograph, or null when the configuration gives none. A missing file, or one too small
 * to stay sharp at the card's largest size, stops the build with the clinician and the file named.
 */
export function therapistPhoto(therapist: Therapist): ImageMetadata | null {
  if (!therapist.photo) return null;
  const { file } = therapist.photo;
  const found = photos[file];
  if (!found) {
    throw new Error(`practice.therapists (${therapist.id}).photo.file: no file ${FOLDER}/${file}`);
  }
  const { width, height } = found.default;
  if (width < PHOTO_MIN.width || height < PHOTO_MIN.height) {
    throw new Error(
      `practice.therapists (${therapist.id}).photo.file: ${FOLDER}/${file} is ${width} x ${height} pixels; a photograph needs at least ${PHOTO_MIN.width} x ${PHOTO_MIN.height}`,
    );
  }
  return found.default;
}
