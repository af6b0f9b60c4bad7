import type { HelpConfig, HelpSituation } from '../../config/help-schema.ts';
import { happeningNowHeading, happeningNowLines } from './happening-now.ts';
import { HELP_COPY } from './help-copy.ts';
import { helpLinesFor } from './help-lines.ts';

/**
 * Everything a teen reads in the two boxes around a piece written to her (the first-screen box and the
 * help box) and on the teens' page: the headings, the box's own words and each line's purpose in a
 * teen's words. The content check scores these with the piece, at grade 6 or below, and names each line
 * the boxes would list without teen words of its own.
 */
export function teenBoxWords(
  help: HelpConfig,
  situations: readonly HelpSituation[],
): { blocks: string[]; missing: string[] } {
  const { emergency, lines } = helpLinesFor(help, situations);
  const resources = [emergency, ...lines];
  return {
    blocks: [
      happeningNowHeading('teen'),
      ...happeningNowLines(help, situations, 'teen').map((line) => line.text),
      HELP_COPY.teen.heading,
      HELP_COPY.teen.intro,
      ...resources.map((resource) => resource.teenPurpose ?? resource.purpose),
      ...lines.map((resource) => resource.hours),
    ],
    missing: resources.filter((resource) => !resource.teenPurpose).map((resource) => resource.id),
  };
}
