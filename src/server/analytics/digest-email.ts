/**
 * The digest's words: the same sections as text and as HTML. Counts under 5 read "fewer than 5", a
 * change is shown only between two counts of 5 or more, shares and web vitals only where 5 or more
 * views stand behind them, so nothing in the email points at one visitor.
 */
import { SMALL_COUNT, shownChange, shownCount, type Figures } from '../../lib/analytics/figures.ts';
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

/** "1,234 (week before: 1,100; +12%)" */
function compared(current: number, previous: number): string {
  const change = shownChange(current, previous);
  return `${shownCount(current)} (week before: ${shownCount(previous)}${change ? `; ${change}` : ''})`;
}

const top = (counts: Record<string, number>, limit: number) => Object.entries(counts).slice(0, limit);

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

function digestSections(figures: Figures, previous: Figures): Section[] {
  const { contact, replies } = figures;
  const headline: Row[] = [
    { label: 'Page views', value: compared(total(figures.views), total(previous.views)) },
    { label: 'Contact page views', value: compared(contact.views, previous.contact.views) },
    { label: 'Messages sent through the form', value: compared(contact.accepted, previous.contact.accepted) },
    ...(contact.views >= SMALL_COUNT && contact.accepted >= SMALL_COUNT && contact.share !== null
      ? [{ label: 'Contact page views that sent a message', value: `${Math.round(contact.share * 100)}%` }]
      : []),
    ...COUNTED_EVENTS.map((event) => ({
      label: EVENT_LABELS[event],
      value: compared(figures.events[event], previous.events[event]),
    })),
  ];
  const vitals: Row[] = Object.entries(figures.vitals).flatMap(([kind, metrics]) => {
    const shown = VITAL_NAMES.filter((name) => (figures.vitalsSamples[kind]?.[name] ?? 0) >= SMALL_COUNT);
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
    replies.answered === 0
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
  return [
    { title: 'The week', rows: headline, empty: '' },
    {
      title: 'Where visits came from',
      rows: REFERRER_CATEGORIES.map((category) => ({
        label: REFERRER_LABELS[category],
        value: compared(figures.referrers[category], previous.referrers[category]),
      })),
      empty: '',
    },
    {
      title: 'Pages that led to messages',
      rows: top(contact.from, TOP_PAGES).map(([page, count]) => ({
        label: pageLabel(page),
        value: shownCount(count),
      })),
      empty: 'No message this week.',
    },
    {
      title: 'Most viewed pages',
      rows: top(figures.views, TOP_PAGES).map(([page, count]) => ({
        label: pageLabel(page),
        value: shownCount(count),
      })),
      empty: 'No page view this week.',
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
      empty: 'No message was marked as answered this week.',
    },
  ];
}

export function digestSubject(figures: Figures, siteName: string): string {
  return `${siteName} website: the week of ${longDate(figures.from)}`;
}

const intro = (figures: Figures) =>
  `Your website from ${longDate(figures.from)} to ${longDate(figures.to)}. Counts under ${SMALL_COUNT} read "fewer than ${SMALL_COUNT}", so no single visitor stands out; npm run report on the server gives the exact figures.`;

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
