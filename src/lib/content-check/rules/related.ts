import { quickExitSituations } from '../../help/quick-exit.ts';
import { safeRelated } from '../../help/safe-related.ts';
import type { ContentRule } from '../rule.ts';
import type { Problem } from '../content-file.ts';

const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/**
 * An answer on partner violence or child abuse lists no answer about couples or family therapy among
 * its related answers (src/lib/help/safe-related.ts says why); articles' related reading is chosen by
 * the same rule when their pages are built.
 */
export const safeRelatedAnswers: ContentRule = (files) => {
  const answers = new Map(
    files.filter((file) => file.collection === 'answers' && file.data).map((file) => [file.id, file]),
  );
  return [...answers.values()].flatMap((file): Problem[] => {
    const data = file.data!;
    const related = Array.isArray(data['related']) ? (data['related'] as { answer?: unknown }[]) : [];
    return related.flatMap((link, index): Problem[] => {
      const target = typeof link?.answer === 'string' ? answers.get(link.answer)?.data : undefined;
      if (!target) return [];
      const piece = { help: list(data['help']) };
      if (safeRelated(piece, { help: list(target['help']), jointTherapy: list(target['jointTherapy']) })) {
        return [];
      }
      return [
        {
          path: file.path,
          line: file.lineOf(['related', index, 'answer']),
          message: `related answer ${String(link.answer)} is about ${list(target['jointTherapy']).join(' and ')} therapy, which is not a first step where there is abuse: this piece declares ${quickExitSituations(piece.help).join(' and ')}, so remove the link`,
        },
      ];
    });
  });
};
