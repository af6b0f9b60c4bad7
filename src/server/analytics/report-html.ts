/**
 * `npm run report -- --html FILE`: the figures as one self-contained page, charts drawn as inline SVG,
 * no script and nothing fetched from anywhere, so it can be opened from a disk or attached to an email.
 * Like the digest, it travels: counts under 5 read "fewer than 5" and get no bar (a bar's length would
 * give the count away), and shares and web vitals are shown only where 5 or more views stand behind them.
 */
import { PRACTICE } from '../../config/practice.ts';
import { SMALL_COUNT, shownCount, type Figures } from '../../lib/analytics/figures.ts';
import {
  EVENT_LABELS,
  RATING_LABELS,
  REFERRER_LABELS,
  pageLabel,
  vitalText,
} from '../../lib/analytics/labels.ts';
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

/** A horizontal bar chart of labelled counts, as an accessible table's visual twin. */
function barChart(title: string, rows: readonly [label: string, count: number][]): string {
  if (rows.length === 0) return `<h2>${escapeHtml(title)}</h2><p>Nothing counted.</p>`;
  const max = Math.max(...rows.map(([, count]) => count));
  const span = WIDTH - LABEL_WIDTH - 110;
  const bars = rows
    .map(([label, count], i) => {
      const y = i * ROW;
      const width = count >= SMALL_COUNT ? Math.max(2, Math.round((count / max) * span)) : 0;
      return `<text x="${LABEL_WIDTH - 8}" y="${y + 17}" text-anchor="end">${escapeHtml(label.length > 36 ? `${label.slice(0, 35)}…` : label)}</text>
<rect x="${LABEL_WIDTH}" y="${y + 4}" width="${width}" height="${ROW - 8}" fill="${COLOURS.bar}"/>
<text x="${LABEL_WIDTH + width + 6}" y="${y + 17}">${escapeHtml(shownCount(count))}</text>`;
    })
    .join('\n');
  return `<h2>${escapeHtml(title)}</h2>
<svg role="img" aria-label="${escapeHtml(title)}: ${escapeHtml(rows.map(([label, count]) => `${label} ${shownCount(count)}`).join('; '))}" width="${WIDTH}" height="${rows.length * ROW}" viewBox="0 0 ${WIDTH} ${rows.length * ROW}" font-size="13" font-family="system-ui, sans-serif" fill="#1d2629">
${bars}
</svg>`;
}

/** Each page kind's 75th percentile of one metric, against Google's good and poor thresholds. */
function vitalsChart(figures: Figures): string {
  const sections = VITAL_NAMES.map((name) => {
    const rows = Object.keys(figures.vitals)
      .filter((kind) => (figures.vitalsSamples[kind]?.[name] ?? 0) >= SMALL_COUNT)
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
${sections || `<p>No kind of page had ${SMALL_COUNT} measured views.</p>`}`;
}

const list = (counts: Record<string, number>, limit = 20) =>
  Object.entries(counts)
    .slice(0, limit)
    .map(([key, count]): [string, number] => [pageLabel(key), count]);

export function htmlReport(figures: Figures, siteName: string): string {
  const { contact, replies } = figures;
  const period = `${formatLongDate(new Date(`${figures.from}T00:00:00Z`))} to ${formatLongDate(new Date(`${figures.to}T00:00:00Z`))}`;
  const share =
    contact.views >= SMALL_COUNT && contact.accepted >= SMALL_COUNT && contact.share !== null
      ? `<p>${Math.round(contact.share * 100)}% of contact page views sent a message.</p>`
      : '';
  const searches =
    figures.searchesWithoutResults.length === 0
      ? '<p>None.</p>'
      : `<ul>${figures.searchesWithoutResults.map(({ label, count }) => `<li>${escapeHtml(label)}: ${escapeHtml(shownCount(count))}</li>`).join('')}</ul>`;
  const replyText =
    replies.answered === 0
      ? '<p>No message was marked as answered in this period.</p>'
      : `<p>${escapeHtml(shownCount(replies.answered))} messages marked as answered. Median ${replies.median} office hours, 90th percentile ${replies.p90} office hours. The promise (${replies.promise} office hours) was ${replies.held ? 'kept for every reply' : 'missed at least once'}.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(siteName)} website: ${escapeHtml(period)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1d2629;max-width:44rem;margin:2rem auto;padding:0 1rem}
h2{font-size:1.25rem;margin-top:2rem}h3{font-size:1rem}svg{max-width:100%;height:auto}</style></head>
<body><main>
<h1>${escapeHtml(siteName)} website, ${escapeHtml(period)}</h1>
<p>Counts under ${SMALL_COUNT} read “fewer than ${SMALL_COUNT}” and get no bar, so no single visitor stands out. The server’s terminal report gives exact counts.</p>
${barChart('Consultation requests and the pages that led to them', [['Contact page views', contact.views], ['Messages sent', contact.accepted], ...list(contact.from).map(([page, count]): [string, number] => [`from ${page}`, count])])}
${share}
${barChart(
  'Where visits came from',
  REFERRER_CATEGORIES.map((category): [string, number] => [
    REFERRER_LABELS[category],
    figures.referrers[category],
  ]),
)}
${barChart('Views by page', list(figures.views))}
${barChart('Views by kind of page', list(figures.viewsByKind))}
${barChart(
  'Actions',
  COUNTED_EVENTS.map((event): [string, number] => [EVENT_LABELS[event], figures.events[event]]),
)}
<h2>Searches that found nothing, by topic</h2>
${searches}
${vitalsChart(figures)}
<h2>Reply times</h2>
${replyText}
</main></body></html>
`;
}
