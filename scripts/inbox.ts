/**
 * `npm run inbox`: what the outbox holds, for the practice's operator. Listings
 * show ids, states and errors only; a message's content is printed only with --show-body.
 *
 *   npm run inbox                       pending and failed messages
 *   npm run inbox -- --all              every message, delivered and spam too
 *   npm run inbox -- --show-body <id>   one message in full (the id or its first 8 characters)
 *   npm run inbox -- --retry <id>       queue a failed message (or one wrongly caught as spam) again
 *   npm run inbox -- --retry-failed     queue every failed message again
 *   npm run inbox -- --purge            delete what the retention period allows now
 *   npm run inbox -- --holds            the booking requests waiting for an answer: ref, clinician, time, age
 *   npm run inbox -- --release-pending  release every waiting booking request at once, mailing no one
 *        [--older-than <hours>] [--clinician <id>]   only those waiting that long, or with that clinician
 *
 * Releasing frees the times for other visitors and tells nobody: for a flood of requests nobody meant
 * (the visitors behind them never hear back). A real visitor's request is answered with the links of the
 * practice's email instead, which tell her.
 */
import { parseArgs } from 'node:util';
import { readContactConfig } from '../src/server/contact/contact-config.ts';
import { purgeExpired } from '../src/server/contact/outbox/retention.ts';
import { MESSAGE_STATUSES, type MessageSummary } from '../src/server/contact/store/contact-store.ts';
import { contactStoreOn } from '../src/server/contact/store/open-store.ts';
import { createHoldStore } from '../src/server/booking/store/hold-store.ts';
import { describeDatabase, openDatabase } from '../src/server/http/database/open-database.ts';

const { values } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    'show-body': { type: 'string' },
    retry: { type: 'string', multiple: true },
    'retry-failed': { type: 'boolean', default: false },
    purge: { type: 'boolean', default: false },
    holds: { type: 'boolean', default: false },
    'release-pending': { type: 'boolean', default: false },
    'older-than': { type: 'string' },
    clinician: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: npm run inbox [-- --all | --show-body <id> | --retry <id> | --retry-failed | --purge | --holds |\n  --release-pending [--older-than <hours>] [--clinician <id>]]\nSee scripts/inbox.ts.',
  );
  process.exit(0);
}

const config = readContactConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, schema: config.dbSchema });
const store = await contactStoreOn(database);
const time = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z'));

async function resolveId(given: string): Promise<string> {
  const matches = (await store.list(MESSAGE_STATUSES)).filter((m) => m.id.startsWith(given.toLowerCase()));
  if (matches.length === 1) return matches[0]!.id;
  throw new Error(
    matches.length === 0 ? `No message ${given}.` : `${given} matches several messages; give more of it.`,
  );
}

function printTable(messages: MessageSummary[]) {
  if (messages.length === 0) return console.log('No messages.');
  const rows = messages.map((m) => [
    m.id,
    m.status,
    time(m.receivedAt),
    String(m.attempts),
    m.status === 'pending' ? time(m.nextAttemptAt) : m.status === 'delivered' ? time(m.deliveredAt) : '-',
    m.lastError ?? '',
  ]);
  const header = ['id', 'status', 'received', 'tries', 'next try / delivered', 'last error'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
}

/** The waiting booking requests the filters choose: listed, or released without a mail to anyone. */
async function waitingHolds(release: boolean) {
  const hours = values['older-than'] === undefined ? 0 : Number(values['older-than']);
  if (!(hours >= 0)) throw new Error('--older-than takes a number of hours, such as 2 or 0.5.');
  const now = Date.now();
  // The booking's own store, beside the messages in the same database.
  const holds = createHoldStore(database);
  await holds.migrate();
  const chosen = (await holds.pendingHolds()).filter(
    (hold) =>
      now - hold.createdAt >= hours * 3_600_000 &&
      (values.clinician === undefined || hold.clinicianId === values.clinician),
  );
  if (!release) {
    console.log(`${chosen.length} booking request(s) waiting for an answer.`);
    for (const hold of chosen) {
      const age = ((now - hold.createdAt) / 3_600_000).toFixed(1);
      console.log(
        `${hold.messageId.slice(0, 8)}  ${hold.clinicianId}  ${time(hold.start)}  waiting ${age} h`,
      );
    }
    return;
  }
  let released = 0;
  for (const hold of chosen) {
    if (await holds.moveHold(hold.messageId, ['pending'], 'released', now)) released += 1;
  }
  console.log(`${released} booking request(s) released; their times are free again. Nobody was mailed.`);
}

try {
  console.log(`Contact store: ${describeDatabase(config.databaseUrl)}`);
  if (values['show-body']) {
    const message = await store.get(await resolveId(values['show-body']));
    if (!message) throw new Error('The message is gone.');
    const { content } = message;
    console.log(
      [
        `id:       ${message.id}`,
        `status:   ${message.status} (${message.attempts} tries)`,
        `received: ${time(message.receivedAt)}`,
        `name:     ${content.name}`,
        `email:    ${content.email}`,
        `phone:    ${content.phone ?? '-'}`,
        `reply by: ${content.replyBy ?? '-'}`,
        `voicemail: ${content.voicemail ?? '-'}`,
        `topic:    ${content.topic ?? '-'}`,
        '',
        content.message,
      ].join('\n'),
    );
  } else if (values.retry?.length || values['retry-failed']) {
    const ids = values['retry-failed'] ? 'all-failed' : await Promise.all(values.retry!.map(resolveId));
    const count = await store.requeue(ids, Date.now());
    console.log(`${count} message(s) queued again; the worker sends them within seconds.`);
  } else if (values.holds || values['release-pending']) {
    await waitingHolds(values['release-pending']);
  } else if (values.purge) {
    const result = await purgeExpired(store, config.retention, Date.now());
    console.log(
      `Deleted ${result.delivered} delivered message(s) older than ${config.retention.deliveredDays} days and ${result.spam} spam message(s) older than ${config.retention.spamDays} days.`,
    );
  } else {
    const counts = await store.counts();
    console.log(MESSAGE_STATUSES.map((status) => `${status}: ${counts[status]}`).join(', '));
    printTable(await store.list(values.all ? MESSAGE_STATUSES : ['pending', 'failed']));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await store.close();
}
