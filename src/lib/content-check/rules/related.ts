import { quickExitSituations } from '../../help/quick-exit.ts';
import { safeRelated } from '../../help/safe-related.ts';
import type { ContentRule } from '../rule.ts';
import type { Problem } from '../content-file.ts';

const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/**
 * An answer's related answers keep its category, and one on partner violence or child abuse lists no
 * answer about couples or family therapy (src/lib/help/safe-related.ts says why): the page leaves such a
 * link out (src/lib/answers/related-answers.ts), so the file should not promise it. Articles' related
 * reading is chosen by the same rule when their pages are built.
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
      if (target['category'] !== data['category']) {
        return [
          {
            path: file.path,
            line: file.lineOf(['related', index, 'answer']),
            message: `related answer ${String(link.answer)} is in ${String(target['category'])}, not this piece's ${String(data['category'])}: related reading keeps the category, so remove the link`,
          },
        ];
      }
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
