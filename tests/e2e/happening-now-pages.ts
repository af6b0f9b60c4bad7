/**
 * The articles and answers that open with "If this is happening now" (they declare a crisis situation or
 * are written to a teen), found in the content the build publishes rather than named by hand, with the
 * first line each box must show: the pages the first-screen checks measure in every engine.
 */
import type { HelpSituation } from '../../src/config/help-schema.ts';
import { PRACTICE } from '#practice';
import { readContent } from '../../src/lib/content-check/check-content.ts';
import type { Audience } from '../../src/lib/content/audience.ts';
import { happeningNowLines, lineWords, opensWithHappeningNow } from '../../src/lib/help/happening-now.ts';
import { sitePages } from '../../src/lib/pages/site-pages.ts';
import { spanishPageNow } from '../../src/lib/es/es-copy.ts';

/** A phone's first screen: 375 x 667 CSS px, the smallest phone still widely used. */
export const FIRST_SCREEN = { width: 375, height: 667 };

export interface HappeningNowPage {
  path: string;
  /** The id (data-help-line) and words of the box's first line. */
  first: { id: string; text: string };
}

export function happeningNowPages(): HappeningNowPage[] {
  const data = new Map(readContent(process.cwd(), { body: false }).map((file) => [file.path, file.data]));
  return sitePages().flatMap((entry) => {
    const piece =
      entry.source && (entry.kind === 'article' || entry.kind === 'answer') && data.get(entry.source);
    if (!piece) return [];
    const help = (piece.help ?? []) as HelpSituation[];
    const audience = (piece.audience ?? 'adults') as Audience;
    if (!opensWithHappeningNow({ help, audience })) return [];
    const [first] = happeningNowLines(PRACTICE.help, help, audience);
    return [{ path: entry.path, first: { id: first!.id, text: lineWords(first!) } }];
  });
}

/** What a page showed: its box's first line (id, words) and where that line ends, or null for no line. */
export type ShownFirstLine = [id: string | null, text: string, bottom: number] | null;

/** What is wrong with the first line a page showed, or null when it is the expected line, in view. */
export function firstLineProblem({ path, first }: HappeningNowPage, shown: ShownFirstLine): string | null {
  if (!shown) return `${path}: no "If this is happening now" line shown`;
  const [id, text, bottom] = shown;
  if (id !== first.id || !text.includes(first.text))
    return `${path}: the first line is ${id} "${text}", not ${first.id} "${first.text}"`;
  return bottom > FIRST_SCREEN.height ? `${path}: the first line ends at ${bottom} px` : null;
}

/** The Spanish page's first box: the lines (911, then the crisis lines) that must all end in the first screen. */
export const SPANISH_PAGE = {
  path: '/es',
  lines: spanishPageNow(PRACTICE.help).map((line) => line.id),
};

/** What is wrong with the Spanish page's first box as shown (each line's id and bottom), or null. */
export function spanishFirstScreenProblem(shown: readonly [string | null, number][]): string | null {
  const ids = shown.map(([id]) => id);
  if (JSON.stringify(ids) !== JSON.stringify(SPANISH_PAGE.lines))
    return `${SPANISH_PAGE.path}: the first box lists ${ids.join(', ')}, not ${SPANISH_PAGE.lines.join(', ')}`;
  const below = shown.filter(([, bottom]) => bottom > FIRST_SCREEN.height);
  return below.length > 0
    ? `${SPANISH_PAGE.path}: ${below.map(([id, bottom]) => `${id} ends at ${Math.round(bottom)} px`).join(', ')}`
    : null;
}
