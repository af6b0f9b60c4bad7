/**
 * `npm run report`: what the site did for the practice, from the daily counters in the store
 * (DATABASE_URL, as `npm start` reads it). Every output (tables, JSON, HTML, the digest) shows the same
 * figures, with counts under 5 withheld so that none can be worked back (src/lib/analytics/small-cells.ts).
 * A period is whole weeks, Monday to Sunday (`--from` moves back to its Monday, `--to` on to its Sunday):
 * two reports can then differ by whole weeks only, each of which the report itself protects.
 *
 *   npm run report                                   the last four weeks (this one included), as tables
 *   npm run report -- --from 2026-11-01 --to 2026-11-30
 *   npm run report -- --json                         the same figures as JSON, for other tools
 *   npm run report -- --html report.html             a self-contained page with charts
 *   npm run report -- --digest                       queue the digest of the period (default: this week)
 *
 * With booking offered, the tables and JSON add the booking's requests and outcomes (booking-figures.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SITE } from '#practice';
import { addDays, dayOf, isDay, wholeWeeks } from '../src/lib/calendar/days.ts';
import { sitePages } from '../src/lib/pages/site-pages.ts';
import { readAnalyticsConfig } from '../src/server/analytics/analytics-config.ts';
import { createAnalyticsStore } from '../src/server/analytics/analytics-store.ts';
import { queueDigest } from '../src/server/analytics/digest.ts';
import { readFigures } from '../src/server/analytics/read-figures.ts';
import { htmlReport } from '../src/server/analytics/report-html.ts';
import { textReport } from '../src/server/analytics/report-text.ts';
import { readBookingConfig } from '../src/server/booking/booking-config.ts';
import { createHoldStore } from '../src/server/booking/store/hold-store.ts';
import { bookingFigures, bookingText, periodInstants } from '../src/server/analytics/booking-figures.ts';
import { readContactConfig } from '../src/server/contact/contact-config.ts';
import { mailQueue } from '../src/server/contact/outbox/queue-mail.ts';
import { contactStoreOn } from '../src/server/contact/store/open-store.ts';
import { openDatabase } from '../src/server/http/database/open-database.ts';
import { PRACTICE_OFFICE_HOURS } from '../src/lib/calendar/practice-hours.ts';

const USAGE =
  'Usage: npm run report [-- --from YYYY-MM-DD] [--to YYYY-MM-DD] [--json | --html FILE | --digest]\nSee scripts/report.ts.';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'boolean', default: false },
      html: { type: 'string' },
      digest: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const today = dayOf(Date.now(), SITE.timeZone);
const askedTo = values.to ?? today;
const askedFrom = values.from ?? addDays(askedTo, values.digest ? 0 : -21);
for (const [name, day] of [
  ['--from', askedFrom],
  ['--to', askedTo],
] as const) {
  if (!isDay(day)) fail(`${name} ${day} is not a date written YYYY-MM-DD.`);
}
if (askedFrom > askedTo) fail(`--from ${askedFrom} comes after --to ${askedTo}.`);
const { from, to } = wholeWeeks(askedFrom, askedTo);
// A page's views are withheld with its kind's: the registry says which kind each page is.
const pages = new Map(sitePages(join(import.meta.dirname, '..')).map((page) => [page.path, page.kind]));

const analytics = readAnalyticsConfig();
// Counting switched off keeps no counters (and no tables for them): there is nothing to report.
if (!analytics.enabled) fail('Counting is switched off (FEATURE_ANALYTICS, FEATURE_PERFORMANCE_TRACKING).');
const contact = readContactConfig();
const database = openDatabase({ databaseUrl: contact.databaseUrl, schema: contact.dbSchema });
const store = await contactStoreOn(database);
/** The booking's requests of the period, from the booking's own store. */
async function holdsBetween(start: number, end: number) {
  const holds = createHoldStore(database);
  await holds.migrate();
  return holds.holdsBetween(start, end);
}
try {
  const counts = createAnalyticsStore(database);
  await counts.migrate();
  if (values.digest) {
    const { recipient } = analytics.digest;
    // A fresh key: a digest asked for by hand is sent even when the same period went out before.
    const key = `digest:${from}:${to}:${Date.now()}`;
    await queueDigest(counts, mailQueue(store), { from, to, recipient, key, now: Date.now(), pages });
    console.log(`The digest of ${from} to ${to} is queued for ${recipient}; the outbox worker sends it.`);
  } else {
    const figures = await readFigures(counts, from, to, pages);
    // The booking's figures join while the practice offers booking (its rules in the configuration).
    const instants = periodInstants(from, to, SITE.timeZone);
    const booking = readBookingConfig().rules
      ? bookingFigures(await holdsBetween(instants.start, instants.end), { from, to }, PRACTICE_OFFICE_HOURS)
      : null;
    if (values.json) console.log(JSON.stringify(booking ? { ...figures, booking } : figures, null, 2));
    else if (values.html) {
      writeFileSync(values.html, htmlReport(figures, SITE.siteName));
      console.log(`Wrote ${values.html} (${from} to ${to}).`);
    } else console.log(booking ? `${textReport(figures)}\n${bookingText(booking)}` : textReport(figures));
  }
} finally {
  await store.close();
}
