/**
 * `npm run report` in a terminal: the figures as tables with exact counts, for the operator who runs the
 * server (the digest and the HTML page, which travel, say "fewer than 5" instead).
 */
import type { Figures } from '../../lib/analytics/figures.ts';
import {
  EVENT_LABELS,
  RATING_LABELS,
  REFERRER_LABELS,
  pageLabel,
  vitalText,
} from '../../lib/analytics/labels.ts';
import { REFERRER_CATEGORIES } from '../../lib/analytics/referrer.ts';
import { VITAL_NAMES } from '../../lib/analytics/vitals.ts';
import { COUNTED_EVENTS } from '../../lib/analytics/wire.ts';

function table(title: string, header: string[], rows: string[][]): string {
  if (rows.length === 0) return `${title}\n  (none)\n`;
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`.trimEnd();
  return [title, line(header), ...rows.map(line), ''].join('\n');
}

const counts = (record: Record<string, number>) =>
  Object.entries(record).map(([key, count]) => [pageLabel(key), String(count)]);

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
  return [
    `Figures from ${figures.from} to ${figures.to}\n`,
    table('Views by page', ['page', 'views'], counts(figures.views)),
    table('Views by kind of page', ['kind', 'views'], counts(figures.viewsByKind)),
    table(
      'Where visits came from',
      ['referrer', 'visits'],
      REFERRER_CATEGORIES.map((category) => [REFERRER_LABELS[category], String(figures.referrers[category])]),
    ),
    table(
      'Consultation requests',
      ['', 'count'],
      [
        ['contact page views', String(contact.views)],
        ['messages sent', String(contact.accepted)],
        [
          'share of contact page views',
          contact.share === null ? '-' : `${Math.round(contact.share * 1000) / 10}%`,
        ],
      ],
    ),
    table('Pages that led to messages', ['came from', 'messages'], counts(contact.from)),
    table('Pages that led to the contact page', ['came from', 'views'], counts(contact.viewsFrom)),
    table(
      'Actions',
      ['action', 'count'],
      COUNTED_EVENTS.map((event) => [EVENT_LABELS[event], String(figures.events[event])]),
    ),
    table(
      'Searches that found nothing, by topic',
      ['topic', 'searches'],
      figures.searchesWithoutResults.map(({ label, count }) => [label, String(count)]),
    ),
    table('Web vitals, 75th percentile (measured views)', ['kind', ...VITAL_NAMES], vitals),
    table(
      'Reply times, in office hours',
      ['', ''],
      [
        ['messages marked as answered', String(replies.answered)],
        ['median', replies.median === null ? '-' : String(replies.median)],
        ['90th percentile', replies.p90 === null ? '-' : String(replies.p90)],
        [
          `promise (${replies.promise} office hours)`,
          replies.held === null ? '-' : `${replies.withinPromise} of ${replies.answered} within`,
        ],
      ],
    ),
  ].join('\n');
}
