import { PRACTICE } from '#practice';
import { HELP_SITUATIONS, type HelpSituation } from '../../../config/help-schema.ts';
import { undeclaredSituations } from '../../content/help-terms.ts';
import type { ContentRule } from '../rule.ts';
import type { Problem } from '../content-file.ts';

/** The first line of the body that holds one of the words, so the writer lands on the sentence. */
function lineOfFirst(source: string, bodyLine: number, words: readonly string[]): number {
  const lines = source.split('\n');
  for (let index = bodyLine - 1; index < lines.length; index += 1) {
    const text = lines[index]!.toLowerCase();
    if (words.some((word) => text.includes(word))) return index + 1;
  }
  return bodyLine;
}

/**
 * An article or answer whose text touches a situation (suicide, overdose, partner violence...) declares
 * it in `help`, so the page shows the lines a reader in that situation needs; a writer cannot forget.
 */
export const helpSituations: ContentRule = (files) =>
  files
    .filter((file) => file.collection !== 'legal' && file.data)
    .flatMap((file) => {
      const body = file.source
        .split('\n')
        .slice(file.bodyLine - 1)
        .join('\n');
      const declared = Array.isArray(file.data!['help']) ? (file.data!['help'] as string[]) : [];
      return undeclaredSituations(body, declared).map(({ situation, words }): Problem => ({
        path: file.path,
        line: lineOfFirst(file.source, file.bodyLine, words),
        message: `the text mentions ${situation} (${words.map((word) => `"${word}"`).join(', ')}) but help does not declare it: add ${situation} to help`,
      }));
    });

/**
 * A piece declares only situations the practice lists lines for: the lines of elder abuse or care homes
 * are a state's agencies, which a practice adds to its help before its pieces can send a reader there.
 */
export const situationLines: ContentRule = (files) =>
  files
    .filter((file) => file.collection !== 'legal' && Array.isArray(file.data?.['help']))
    .flatMap((file) =>
      (file.data!['help'] as string[])
        // A name that is no situation at all is the schema's to report.
        .filter((situation): situation is HelpSituation =>
          (HELP_SITUATIONS as readonly string[]).includes(situation),
        )
        .filter((situation) => !PRACTICE.help.situations[situation])
        .map((situation): Problem => ({
          path: file.path,
          line: file.lineOf(['help']),
          message: `help declares ${situation}, for which the practice lists no help line: add the lines that answer it in your state to help.situations in the practice's module, or remove ${situation}`,
        })),
    );
