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
