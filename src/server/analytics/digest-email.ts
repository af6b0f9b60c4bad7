/**
 * The digest's words: the same sections as text and as HTML, from figures that carry no count under 5
 * and none that would give one back (src/lib/analytics/small-cells.ts): a withheld row is not listed,
 * only the withheld rows together; a change is shown only between two counts of 5 or more; shares, web
 * vitals and reply times only where 5 or more stand behind them; kinds of pages that led to messages only
 * as the estimates of enough messages (src/lib/analytics/origins.ts).
 */
import {
  SMALL_COUNT,
  shownCell,
  shownChange,
  shownCount,
  type Figures,
} from '../../lib/analytics/figures.ts';
import {
  EVENT_LABELS,
  RATING_LABELS,
  REFERRER_LABELS,
  kindLabel,
  pageLabel,
  vitalText,
} from '../../lib/analytics/labels.ts';
import { ORIGIN_MIN_COUNT } from '../../lib/analytics/origins.ts';
import { REFERRER_CATEGORIES } from '../../lib/analytics/referrer.ts';
import { VITAL_NAMES } from '../../lib/analytics/vitals.ts';
import { COUNTED_EVENTS } from '../../lib/analytics/wire.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { escapeHtml } from '../http/escape-html.ts';

interface Row {
  label: string;
  value: string;
}

interface Section {
  title: string;
  rows: Row[];
  /** Said when the section has no rows. */
  empty: string;
}

const TOP_PAGES = 10;

const longDate = (day: string) => formatLongDate(new Date(`${day}T00:00:00Z`));

const monthName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "November 2026" or "October to November 2026". */
export function monthsText({ from, to }: { from: string; to: string }): string {
  return from === to ? monthName(from) : `${monthName(from)} to ${monthName(to)}`;
}

/** "1,234 (week before: 1,100; +12%)" */
function compared(current: number | null, previous: number | null, shown = shownCount): string {
  const change = shownChange(current, previous);
  return `${shown(current)} (week before: ${shown(previous)}${change ? `; ${change}` : ''})`;
}

/** The rows of an estimate of kinds of origin, or none with too few to tell. */
export function kindRows(kinds: Figures['contact']['kinds']): Row[] {
  if (kinds === null || kinds.total === null) return [];
  return [
    ...Object.entries(kinds.cells).map(([kind, n]) => ({
      label: kindLabel(kind),
      value: `about ${shownCell(n)}`,
    })),
    ...(kinds.rest === null ? [] : [{ label: 'other kinds together', value: `about ${kinds.rest}` }]),
  ];
}

/** Why kinds of origin are not shown. */
export const tooFewOrigins = (what: string, months: { from: string; to: string }) =>
  `Fewer than ${ORIGIN_MIN_COUNT} ${what} in ${monthsText(months)}: too few to tell which kinds of pages led to them. Each is counted by kind of page with a deliberate chance of a random kind, so that none gives its sender away; only many together say which kinds lead to consultations.`;

function digestSections(figures: Figures, previous: Figures): Section[] {
  const { contact, replies } = figures;
  const headline: Row[] = [
    { label: 'Page views', value: compared(figures.views.total, previous.views.total) },
    { label: 'Contact page views', value: compared(contact.views, previous.contact.views) },
    { label: 'Messages sent through the form', value: compared(contact.accepted, previous.contact.accepted) },
    ...(contact.share !== null
      ? [{ label: 'Contact page views that sent a message', value: `${Math.round(contact.share * 100)}%` }]
      : []),
    ...COUNTED_EVENTS.map((event) => ({
      label: EVENT_LABELS[event],
      value: compared(figures.events[event], previous.events[event]),
    })),
  ];
  const vitals: Row[] = Object.entries(figures.vitals).flatMap(([kind, metrics]) => {
    const shown = VITAL_NAMES.filter((name) => metrics[name] !== undefined);
    if (shown.length === 0) return [];
    const value = shown
      .map(
        (name) =>
          `${name} ${vitalText(name, metrics[name]!)} (${RATING_LABELS[figures.vitalsRating[kind]![name]!]})`,
      )
      .join(', ');
    return [{ label: kind, value }];
  });
  const replyRows: Row[] =
    replies.median === null
      ? []
      : [
          { label: 'Messages marked as answered', value: shownCount(replies.answered) },
          { label: 'Median', value: `${replies.median} office hours` },
          { label: '90th percentile', value: `${replies.p90} office hours` },
          {
            label: `The promise (${replies.promise} office hours)`,
            value: replies.held ? 'kept for every reply' : 'missed at least once',
          },
        ];
  const pages = Object.entries(figures.views.cells).slice(0, TOP_PAGES);
  return [
    { title: 'The week', rows: headline, empty: '' },
    {
      title: 'Where visits came from',
      rows: REFERRER_CATEGORIES.map((category) => ({
        label: REFERRER_LABELS[category],
        value: compared(
          figures.referrers.cells[category] as number | null,
          previous.referrers.cells[category] as number | null,
          shownCell,
        ),
      })),
      empty: '',
    },
    {
      title: `Kinds of pages that led to messages (estimated over ${monthsText(contact.months)})`,
      rows: kindRows(contact.kinds),
      empty: tooFewOrigins('messages', contact.months),
    },
    {
      title: 'Most viewed pages',
      rows: [
        ...pages.map(([page, count]) => ({ label: pageLabel(page), value: shownCell(count) })),
        ...(figures.views.rest === null
          ? []
          : [
              {
                label: `Other pages together (each under ${SMALL_COUNT}, or withheld with one)`,
                value: shownCell(figures.views.rest),
              },
            ]),
      ],
      empty:
        figures.views.total === null
          ? `Fewer than ${SMALL_COUNT} page views this week.`
          : 'No page view this week.',
    },
    {
      title: 'Searches that found nothing, by topic',
      rows: figures.searchesWithoutResults.map(({ label, count }) => ({ label, value: shownCount(count) })),
      empty: 'None.',
    },
    {
      title: `Web vitals, 75th percentile (page kinds with ${SMALL_COUNT} or more measured views)`,
      rows: vitals,
      empty: `No kind of page had ${SMALL_COUNT} measured views.`,
    },
    {
      title: 'Reply times ("Mark as answered" in the contact emails)',
      rows: replyRows,
      empty:
        replies.answered === 0
          ? 'No message was marked as answered this week.'
          : `Fewer than ${SMALL_COUNT} messages were marked as answered this week: reply times are shown from ${SMALL_COUNT}.`,
    },
  ];
}

export function digestSubject(figures: Figures, siteName: string): string {
  return `${siteName} website: the week of ${longDate(figures.from)}`;
}

const intro = (figures: Figures) =>
  `Your website from ${longDate(figures.from)} to ${longDate(figures.to)}. Counts under ${SMALL_COUNT} read "fewer than ${SMALL_COUNT}" or are left out, and a count that would give one back by subtraction reads "withheld", so no single visitor stands out.`;

export function digestText(figures: Figures, previous: Figures): string {
  const lines = [intro(figures), ''];
  for (const section of digestSections(figures, previous)) {
    lines.push(section.title, '');
    if (section.rows.length === 0) lines.push(section.empty);
    for (const row of section.rows) lines.push(`- ${row.label}: ${row.value}`);
    lines.push('');
  }
  return lines.join('\n');
}

export function digestHtml(figures: Figures, previous: Figures, siteName: string): string {
  const cell = 'padding:4px 16px 4px 0;vertical-align:top;text-align:left';
  const sections = digestSections(figures, previous)
    .map((section) => {
      const body =
        section.rows.length === 0
          ? `<p>${escapeHtml(section.empty)}</p>`
          : `<table role="presentation" style="border-collapse:collapse">${section.rows
              .map(
                (row) =>
                  `<tr><th scope="row" style="${cell};font-weight:normal">${escapeHtml(row.label)}</th><td style="${cell}">${escapeHtml(row.value)}</td></tr>`,
              )
              .join('')}</table>`;
      return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>\n${body}`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(digestSubject(figures, siteName))}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:16px;line-height:1.5;color:#1d2629">
<p>${escapeHtml(intro(figures))}</p>
${sections}
</body></html>
`;
}
