/**
 * `npm run report` in a terminal: the figures as tables. They are the figures every output shows (the
 * digest, the HTML page, --json): a terminal's output is copied and pasted, so counts under 5 are withheld
 * here too, with the counts that would give them back.
 */
import { SMALL_COUNT, shownCell, shownCount, type Figures } from '../../lib/analytics/figures.ts';
import type { ProtectedCells } from '../../lib/analytics/small-cells.ts';
import {
  EVENT_LABELS,
  RATING_LABELS,
  REFERRER_LABELS,
  kindLabel,
  pageLabel,
  vitalText,
} from '../../lib/analytics/labels.ts';
import { REFERRER_CATEGORIES } from '../../lib/analytics/referrer.ts';
import { VITAL_NAMES } from '../../lib/analytics/vitals.ts';
import { COUNTED_EVENTS } from '../../lib/analytics/wire.ts';
import { kindRows, monthsText, tooFewOrigins } from './digest-email.ts';

function table(title: string, header: string[], rows: string[][], empty = '(none)'): string {
  if (rows.length === 0) return `${title}\n  ${empty}\n`;
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`.trimEnd();
  return [title, line(header), ...rows.map(line), ''].join('\n');
}

/** A group's listed rows, the withheld ones together, and its total. */
function grouped(shown: ProtectedCells, label: (key: string) => string, rest: string): string[][] {
  if (shown.total === null) return [];
  return [
    ...Object.entries(shown.cells).map(([key, n]) => [label(key), shownCell(n)]),
    ...(shown.rest === null ? [] : [[rest, String(shown.rest)]]),
    ['all', String(shown.total)],
  ];
}

export function textReport(figures: Figures): string {
  const { contact, replies } = figures;
  const vitals = Object.keys(figures.vitals).map((kind) => [
    kind,
    ...VITAL_NAMES.map((name) => {
      const value = figures.vitals[kind]![name];
      return value === undefined
        ? '-'
        : `${vitalText(name, value)} ${RATING_LABELS[figures.vitalsRating[kind]![name]!]} (${figures.vitalsSamples[kind]![name]})`;
    }),
  ]);
  const few = `fewer than ${SMALL_COUNT} in all`;
  return [
    `Figures from ${figures.from} to ${figures.to} (counts under ${SMALL_COUNT} are withheld, with any count that would give one back)\n`,
    table('Views by page', ['page', 'views'], grouped(figures.views, pageLabel, 'other pages together'), few),
    table(
      'Views by kind of page',
      ['kind', 'views'],
      grouped(figures.viewsByKind, kindLabel, 'other kinds together'),
      few,
    ),
    table(
      'Where visits came from',
      ['referrer', 'visits'],
      figures.referrers.total === null
        ? []
        : REFERRER_CATEGORIES.map((category) => [
            REFERRER_LABELS[category],
            shownCell(figures.referrers.cells[category] as number | null),
          ]),
      few,
    ),
    table(
      'Consultation requests',
      ['', 'count'],
      [
        ['contact page views', shownCount(contact.views)],
        ['messages sent', shownCount(contact.accepted)],
        [
          'share of contact page views',
          contact.share === null ? '-' : `${Math.round(contact.share * 1000) / 10}%`,
        ],
      ],
    ),
    table(
      `Kinds of pages that led to messages, estimated over ${monthsText(contact.months)}`,
      ['came from', 'messages'],
      kindRows(contact.kinds).map(({ label, value }) => [label, value]),
      tooFewOrigins('messages', contact.months),
    ),
    table(
      `Kinds of pages that led to the contact page, estimated over ${monthsText(contact.months)}`,
      ['came from', 'views'],
      kindRows(contact.viewKinds).map(({ label, value }) => [label, value]),
      tooFewOrigins('contact page views', contact.months),
    ),
    table(
      'Actions',
      ['action', 'count'],
      COUNTED_EVENTS.map((event) => [EVENT_LABELS[event], shownCount(figures.events[event])]),
    ),
    table(
      'Searches that found nothing, by topic',
      ['topic', 'searches'],
      figures.searchesWithoutResults.map(({ label, count }) => [label, shownCount(count)]),
    ),
    table(
      `Web vitals, 75th percentile (measured views; kinds with ${SMALL_COUNT} or more)`,
      ['kind', ...VITAL_NAMES],
      vitals,
      `no kind of page had ${SMALL_COUNT} measured views`,
    ),
    table(
      'Reply times, in office hours',
      ['', ''],
      replies.median === null
        ? []
        : [
            ['messages marked as answered', shownCount(replies.answered)],
            ['median', String(replies.median)],
            ['90th percentile', String(replies.p90)],
            [`within the promise (${replies.promise} office hours)`, shownCell(replies.withinPromise)],
            ['after it', shownCell(replies.afterPromise)],
          ],
      replies.answered === 0
        ? 'no message was marked as answered'
        : `fewer than ${SMALL_COUNT} messages were marked as answered: reply times are shown from ${SMALL_COUNT}`,
    ),
  ].join('\n');
}
