import type { ContentRule } from '../rule.ts';
import { artworkAlt } from './artwork.ts';
import { duplicateTitles, slugs } from './duplicates.ts';
import { headingLevels } from './headings.ts';
import { helpSituations, situationLines } from './help.ts';
import { images } from './images.ts';
import { emergencyInstructions, emergencyWords } from './instructions.ts';
import { internalLinks } from './links.ts';
import { placeholders } from './placeholders.ts';
import { quickExitDeclared, teenHelp } from './quick-exit.ts';
import { helpBoxReading, readingGrades } from './reading.ts';
import { safeRelatedAnswers } from './related.ts';
import { reviewClock } from './review.ts';
import { schemaFields, syntax, unknownFields } from './schema.ts';
import { searchTopics } from './search-topics.ts';
import { sourceLinks } from './sources.ts';

/** Every rule `npm run check:content` and the build run; each reports all it finds. */
export const RULES: readonly ContentRule[] = [
  syntax,
  schemaFields,
  unknownFields,
  images,
  artworkAlt,
  internalLinks,
  duplicateTitles,
  slugs,
  headingLevels,
  placeholders,
  helpSituations,
  situationLines,
  emergencyInstructions,
  emergencyWords,
  quickExitDeclared,
  teenHelp,
  safeRelatedAnswers,
  sourceLinks,
  reviewClock,
  readingGrades,
  helpBoxReading,
  searchTopics,
];
