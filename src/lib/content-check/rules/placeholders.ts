import type { ContentRule } from '../rule.ts';
import type { Problem } from '../content-file.ts';
import { fileState } from './publication.ts';

/** The marker `npm run new` writes into the fields a writer still has to fill in. */
const PLACEHOLDER = 'TODO';
const MARKER = new RegExp(`\\b${PLACEHOLDER}\\b`);

/** Whether a text still holds the marker: this rule reports it, so others may leave such text alone. */
export const holdsPlaceholder = (text: string) => MARKER.test(text);

function textFields(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textFields(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textFields(item, [...path, key]));
  }
  return [];
}

/**
 * A piece about to be published (not a draft) still holds a TODO left by `npm run new` or by its
 * writer, in a field or in its text. Drafts may keep them.
 */
export const placeholders: ContentRule = (files, { today }) =>
  files
    .filter((file) => file.collection !== 'legal' && fileState(file, today) !== 'draft')
    .flatMap((file) => {
      const problems: Problem[] = [];
      for (const { path, text } of textFields(file.data ?? {})) {
        if (MARKER.test(text)) {
          problems.push({
            path: file.path,
            line: file.lineOf(path),
            message: `${path.join('.')} still says ${PLACEHOLDER}`,
          });
        }
      }
      file.source.split('\n').forEach((text, index) => {
        const line = index + 1;
        if (line >= file.bodyLine && MARKER.test(text)) {
          problems.push({ path: file.path, line, message: `the text still says ${PLACEHOLDER} here` });
        }
      });
      return problems;
    });
