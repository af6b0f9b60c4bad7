import type { HelpConfig, HelpSituation } from '../../config/help-schema.ts';
import { emergencyNotes, happeningNowHeading, happeningNowLines, lineWords } from './happening-now.ts';
import { HELP_COPY } from './help-copy.ts';
import { helpLinesFor } from './help-lines.ts';

/** The question a teen asks before reaching out, shown over each line's answer in a teen's help box. */
export const TEEN_PARENTS_QUESTION = 'Will they tell my parents?';

/**
 * Everything a teen reads in the two boxes around a piece written to her (the first-screen box and the
 * help box) and on the teens' page: the headings, the box's own words and each line's purpose in a
 * teen's words with its answer to "Will they tell my parents?". The content check scores these with the
 * piece, at grade 6 or below, and names each line the boxes would list without teen words of its own
 * (`missing`) or without that answer (`missingParents`; 911 needs none).
 */
export function teenBoxWords(
  help: HelpConfig,
  situations: readonly HelpSituation[],
): { blocks: string[]; missing: string[]; missingParents: string[] } {
  const { emergency, lines } = helpLinesFor(help, situations);
  const resources = [emergency, ...lines];
  return {
    blocks: [
      happeningNowHeading('teen'),
      ...happeningNowLines(help, situations, 'teen').map(lineWords),
      HELP_COPY.teen.heading,
      HELP_COPY.teen.intro,
      ...resources.map((resource) => resource.teenPurpose ?? resource.purpose),
      ...emergencyNotes(situations, 'teen'),
      ...lines.map((resource) => resource.hours),
      ...lines.flatMap((resource) =>
        resource.teenParents ? [TEEN_PARENTS_QUESTION, resource.teenParents] : [],
      ),
    ],
    missing: resources.filter((resource) => !resource.teenPurpose).map((resource) => resource.id),
    missingParents: lines.filter((resource) => !resource.teenParents).map((resource) => resource.id),
  };
}
