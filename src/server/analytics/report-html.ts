/**
 * `npm run report -- --html FILE`: the figures as one self-contained page, charts drawn as inline SVG,
 * no script and nothing fetched from anywhere, so it can be opened from a disk or attached to an email.
 * Like the digest, it travels, and shows the same figures: a withheld count gets no bar (a bar's length
 * would give it away), and a section with nothing to show says why.
 */
import { PRACTICE } from '#practice';
import {
  OTHER_KINDS,
  SMALL_COUNT,
  shownCell,
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
import type { ProtectedCells } from '../../lib/analytics/small-cells.ts';
import { monthsText, tooFewOrigins } from './digest-email.ts';
import { REFERRER_CATEGORIES } from '../../lib/analytics/referrer.ts';
import { VITALS, VITAL_NAMES, type VitalRating } from '../../lib/analytics/vitals.ts';
import { COUNTED_EVENTS } from '../../lib/analytics/wire.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { escapeHtml } from '../http/escape-html.ts';

const COLOURS = {
  bar: PRACTICE.theme.light.brand,
  good: '#1e7a46',
  'needs-improvement': '#9a6200',
  poor: '#b3261e',
  line: '#5b6a6e',
};
const WIDTH = 640;
const LABEL_WIDTH = 300;
const ROW = 26;

/** A horizontal bar chart of labelled counts (null: withheld, no bar), as an accessible table's visual twin. */
function barChart(
  title: string,
  rows: readonly [label: string, count: number | null][],
  empty: string,
): string {
  if (rows.length === 0) return `<h2>${escapeHtml(title)}</h2><p>${escapeHtml(empty)}</p>`;
  const max = Math.max(1, ...rows.map(([, count]) => count ?? 0));
  const span = WIDTH - LABEL_WIDTH - 110;
  const bars = rows
    .map(([label, count], i) => {
      const y = i * ROW;
      const width =
        count !== null && count >= SMALL_COUNT ? Math.max(2, Math.round((count / max) * span)) : 0;
      return `<text x="${LABEL_WIDTH - 8}" y="${y + 17}" text-anchor="end">${escapeHtml(label.length > 36 ? `${label.slice(0, 35)}…` : label)}</text>
<rect x="${LABEL_WIDTH}" y="${y + 4}" width="${width}" height="${ROW - 8}" fill="${COLOURS.bar}"/>
<text x="${LABEL_WIDTH + width + 6}" y="${y + 17}">${escapeHtml(shownCell(count))}</text>`;
    })
    .join('\n');
  return `<h2>${escapeHtml(title)}</h2>
<svg role="img" aria-label="${escapeHtml(title)}: ${escapeHtml(rows.map(([label, count]) => `${label} ${shownCell(count)}`).join('; '))}" width="${WIDTH}" height="${rows.length * ROW}" viewBox="0 0 ${WIDTH} ${rows.length * ROW}" font-size="13" font-family="system-ui, sans-serif" fill="#1d2629">
${bars}
</svg>`;
}

/** A group's listed rows and the withheld ones together. */
function groupRows(
  shown: ProtectedCells,
  label: (key: string) => string,
  rest: string,
  limit = 20,
): [string, number | null][] {
  if (shown.total === null) return [];
  return [
    ...Object.entries(shown.cells)
      .slice(0, limit)
      .map(([key, n]): [string, number | null] => [label(key), n]),
    ...(shown.rest === null ? [] : [[rest, shown.rest] as [string, number]]),
  ];
}

const shortDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Week by week: views by kind of page and messages, as a table with a bar in each cell, no script. */
function trend(figures: Figures): string {
  const title = '<h2>Week by week</h2>';
  if (figures.weeks.length < 2) return `${title}<p>The period is a single week: a trend needs two.</p>`;
  const rows = Object.entries(figures.weeklyViewsByKind).map(([kind, weeks]): [string, (number | null)[]] => [
    kind === OTHER_KINDS ? 'other kinds together' : `views: ${kindLabel(kind)}`,
    weeks,
  ]);
  if (rows.length === 0 && figures.contact.accepted === null)
    return `${title}<p>Fewer than ${SMALL_COUNT} page views and messages in the period: nothing to follow week by week.</p>`;
  const all: [string, (number | null)[]][] = [...rows, ['messages sent', figures.weeklyMessages]];
  const max = Math.max(1, ...all.flatMap(([, weeks]) => weeks.map((n) => n ?? 0)));
  const cell = (n: number | null) => {
    const width = n !== null && n >= SMALL_COUNT ? Math.max(2, Math.round((n / max) * 60)) : 0;
    return `<td>${escapeHtml(shownCell(n))}${width ? `<span class="bar" style="width:${width}px"></span>` : ''}</td>`;
  };
  return `${title}
<p>Counts under ${SMALL_COUNT} read “withheld”, with a count beside them that would give them back; messages by kind of page are counted by month only (above).</p>
<table><thead><tr><th scope="col">Week of</th>${figures.weeks.map((week) => `<th scope="col">${escapeHtml(shortDate(week.from))}</th>`).join('')}</tr></thead>
<tbody>${all.map(([label, weeks]) => `<tr><th scope="row">${escapeHtml(label)}</th>${weeks.map(cell).join('')}</tr>`).join('\n')}</tbody></table>`;
}

/** Each page kind's 75th percentile of one metric, against Google's good and poor thresholds. */
function vitalsChart(figures: Figures): string {
  const sections = VITAL_NAMES.map((name) => {
    const rows = Object.keys(figures.vitals)
      .filter((kind) => figures.vitals[kind]?.[name] !== undefined)
      .map((kind) => ({
        kind,
        value: figures.vitals[kind]![name]!,
        rating: figures.vitalsRating[kind]![name]!,
      }));
    if (rows.length === 0) return '';
    const [good, poor] = VITALS[name].thresholds;
    const scale = poor * 1.5;
    const span = WIDTH - LABEL_WIDTH - 170;
    const x = (value: number) => LABEL_WIDTH + Math.round((Math.min(value, scale) / scale) * span);
    const height = rows.length * ROW + 20;
    const bars = rows
      .map(({ kind, value, rating }, i) => {
        const y = i * ROW;
        return `<text x="${LABEL_WIDTH - 8}" y="${y + 17}" text-anchor="end">${escapeHtml(kind)}</text>
<rect x="${LABEL_WIDTH}" y="${y + 4}" width="${x(value) - LABEL_WIDTH}" height="${ROW - 8}" fill="${COLOURS[rating as VitalRating]}"/>
<text x="${x(value) + 6}" y="${y + 17}">${escapeHtml(`${vitalText(name, value)}, ${RATING_LABELS[rating]}`)}</text>`;
      })
      .join('\n');
    const marks = [good, poor]
      .map(
        (mark, i) =>
          // The good mark's label ends at its line, the poor mark's starts at its own: they never overlap.
          `<line x1="${x(mark)}" x2="${x(mark)}" y1="0" y2="${height - 16}" stroke="${COLOURS.line}" stroke-dasharray="3 3"/><text x="${x(mark) + (i === 0 ? -3 : 3)}" y="${height - 4}" text-anchor="${i === 0 ? 'end' : 'start'}" font-size="11">${i === 0 ? 'good' : 'poor'} ${escapeHtml(vitalText(name, mark))}</text>`,
      )
      .join('\n');
    const summary = rows
      .map((row) => `${row.kind} ${vitalText(name, row.value)} ${RATING_LABELS[row.rating]}`)
      .join('; ');
    return `<h3>${name}</h3>
<svg role="img" aria-label="${name}, 75th percentile: ${escapeHtml(summary)}" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-size="13" font-family="system-ui, sans-serif" fill="#1d2629">
${bars}
${marks}
</svg>`;
  }).join('\n');
  return `<h2>Web vitals, 75th percentile by kind of page</h2>
${sections || `<p>Fewer than ${SMALL_COUNT} page views measured web vitals for any kind of page in this period (a visit that never touches a key or the pointer is not measured).</p>`}`;
}

export function htmlReport(figures: Figures, siteName: string): string {
  const { contact, replies } = figures;
  const period = `${formatLongDate(new Date(`${figures.from}T00:00:00Z`))} to ${formatLongDate(new Date(`${figures.to}T00:00:00Z`))}`;
  const share =
    contact.share !== null
      ? `<p>${Math.round(contact.share * 100)}% of contact page views sent a message.</p>`
      : '';
  const searches =
    figures.searchesWithoutResults.length === 0
      ? '<p>None.</p>'
      : `<ul>${figures.searchesWithoutResults.map(({ label, count }) => `<li>${escapeHtml(label)}: ${escapeHtml(shownCount(count))}</li>`).join('')}</ul>`;
  const replyText =
    replies.answered === 0
      ? '<p>No message was marked as answered in this period.</p>'
      : replies.median === null
        ? `<p>Fewer than ${SMALL_COUNT} messages were marked as answered in this period: reply times are shown from ${SMALL_COUNT}, so that no single reply stands out.</p>`
        : `<p>${escapeHtml(shownCount(replies.answered))} messages marked as answered. Median ${replies.median} office hours, 90th percentile ${replies.p90} office hours. The promise (${replies.promise} office hours) was ${replies.held ? 'kept for every reply' : 'missed at least once'}.</p>`;
  const kinds = (what: string, estimate: Figures['contact']['kinds']) =>
    barChart(
      `Kinds of pages that led to ${what}, estimated over ${monthsText(contact.months)}`,
      estimate === null ? [] : groupRows(estimate, kindLabel, 'other kinds together'),
      tooFewOrigins(what, contact.months),
    );
  const fewViews = `Fewer than ${SMALL_COUNT} page views in this period.`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(siteName)} website: ${escapeHtml(period)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1d2629;max-width:44rem;margin:2rem auto;padding:0 1rem}
h2{font-size:1.25rem;margin-top:2rem}h3{font-size:1rem}svg{max-width:100%;height:auto}
table{border-collapse:collapse}th,td{padding:2px 10px 2px 0;text-align:left;font-weight:normal;vertical-align:top}
.bar{display:block;height:6px;background:${COLOURS.bar}}</style></head>
<body><main>
<h1>${escapeHtml(siteName)} website, ${escapeHtml(period)}</h1>
<p>Counts under ${SMALL_COUNT} read “fewer than ${SMALL_COUNT}”, or “withheld” in a list where another count would give them back; they get no bar. So no single visitor stands out.</p>
${barChart(
  'Consultation requests',
  [
    ['Contact page views', contact.views],
    ['Messages sent', contact.accepted],
  ],
  '',
)}
${share}
${kinds('messages', contact.kinds)}
${kinds('contact page views', contact.viewKinds)}
${trend(figures)}
${barChart(
  'Where visits came from',
  figures.referrers.total === null
    ? []
    : REFERRER_CATEGORIES.map((category): [string, number | null] => [
        REFERRER_LABELS[category],
        figures.referrers.cells[category] as number | null,
      ]),
  `Fewer than ${SMALL_COUNT} visits came from outside the site in this period.`,
)}
${barChart('Views by page', groupRows(figures.views, pageLabel, 'other pages together'), fewViews)}
${barChart('Views by kind of page', groupRows(figures.viewsByKind, kindLabel, 'other kinds together'), fewViews)}
${barChart(
  'Actions',
  COUNTED_EVENTS.map((event): [string, number | null] => [EVENT_LABELS[event], figures.events[event]]),
  '',
)}
<h2>Searches that found nothing, by topic</h2>
${searches}
${vitalsChart(figures)}
<h2>Reply times</h2>
${replyText}
</main></body></html>
`;
}
