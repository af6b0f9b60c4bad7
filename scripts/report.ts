/**
 * `npm run report`: what the site did for the practice, from the daily counters in the store
 * (DATABASE_URL, as `npm start` reads it). Exact counts, for the operator who runs the server; the HTML
 * page and the digest travel, so counts under 5 read "fewer than 5" there.
 *
 *   npm run report                                   the last four weeks (28 days, today included), as tables
 *   npm run report -- --from 2026-11-01 --to 2026-11-30
 *   npm run report -- --json                         the same figures as JSON, for other tools
 *   npm run report -- --html report.html             a self-contained page with charts
 *   npm run report -- --digest                       queue the digest of the period (default: the last 7 days)
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SITE } from '../src/config/site.ts';
import { addDays, dayOf, isDay } from '../src/lib/analytics/days.ts';
import { readAnalyticsConfig } from '../src/server/analytics/analytics-config.ts';
import { createAnalyticsStore } from '../src/server/analytics/analytics-store.ts';
import { queueDigest } from '../src/server/analytics/digest.ts';
import { readFigures } from '../src/server/analytics/read-figures.ts';
import { htmlReport } from '../src/server/analytics/report-html.ts';
import { textReport } from '../src/server/analytics/report-text.ts';
import { readContactConfig } from '../src/server/contact/contact-config.ts';
import { mailQueue } from '../src/server/contact/outbox/queue-mail.ts';
import { contactStoreOn } from '../src/server/contact/store/open-store.ts';
import { openDatabase } from '../src/server/http/database/open-database.ts';

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
const to = values.to ?? today;
const from = values.from ?? addDays(to, values.digest ? -6 : -27);
for (const [name, day] of [
  ['--from', from],
  ['--to', to],
] as const) {
  if (!isDay(day)) fail(`${name} ${day} is not a date written YYYY-MM-DD.`);
}
if (from > to) fail(`--from ${from} comes after --to ${to}.`);

const analytics = readAnalyticsConfig();
// Counting switched off keeps no counters (and no tables for them): there is nothing to report.
if (!analytics.enabled) fail('Counting is switched off (FEATURE_ANALYTICS, FEATURE_PERFORMANCE_TRACKING).');
const contact = readContactConfig();
const database = openDatabase({ databaseUrl: contact.databaseUrl, schema: contact.dbSchema });
const store = await contactStoreOn(database);
try {
  const counts = createAnalyticsStore(database);
  await counts.migrate();
  if (values.digest) {
    const { recipient } = analytics.digest;
    // A fresh key: a digest asked for by hand is sent even when the same period went out before.
    const key = `digest:${from}:${to}:${Date.now()}`;
    await queueDigest(counts, mailQueue(store), { from, to, recipient, key, now: Date.now() });
    console.log(`The digest of ${from} to ${to} is queued for ${recipient}; the outbox worker sends it.`);
  } else {
    const figures = await readFigures(counts, from, to);
    if (values.json) console.log(JSON.stringify(figures, null, 2));
    else if (values.html) {
      writeFileSync(values.html, htmlReport(figures, SITE.siteName));
      console.log(`Wrote ${values.html} (${from} to ${to}).`);
    } else console.log(textReport(figures));
  }
} finally {
  await store.close();
}
