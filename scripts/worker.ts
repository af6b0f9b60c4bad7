/**
 * `npm run worker`: the outbox worker alone, for deployments that run the web server with
 * CONTACT_WORKER=off or several instances on one PostgreSQL store. Reads the same environment as
 * `npm start` and logs the same way; with counting on, it also queues the weekly digest and keeps the
 * counters' retention. `--once` does what is due now and exits (for a cron job).
 */
import { parseArgs } from 'node:util';
import { SITE } from '../src/config/site.ts';
import { readAnalyticsConfig } from '../src/server/analytics/analytics-config.ts';
import { queueDueDigest } from '../src/server/analytics/digest.ts';
import { purgeOldCounts, startAnalyticsSchedules } from '../src/server/analytics/schedules.ts';
import { readContactConfig } from '../src/server/contact/contact-config.ts';
import { createLogger, describeError } from '../src/server/log.ts';
import { createDeliveryWorker } from '../src/server/contact/runtime.ts';
import { describeDatabase, openContactStore } from '../src/server/contact/store/open-store.ts';

const { values } = parseArgs({ options: { once: { type: 'boolean', default: false } } });

const log = createLogger();
const config = readContactConfig();
const analytics = readAnalyticsConfig();
const store = await openContactStore({
  databaseUrl: config.databaseUrl,
  schema: config.dbSchema,
  onError: (error) => log.warn('store.connection-error', { error: describeError(error) }),
});
const { worker, transport } = await createDeliveryWorker(config, store, log, analytics);
log.info('worker.started', {
  pid: process.pid,
  store: describeDatabase(config.databaseUrl),
  mail: transport.description,
});

async function close(code: number): Promise<never> {
  await worker.stop();
  await transport.close();
  await store.close();
  process.exit(code);
}

if (values.once) {
  if (analytics.enabled) {
    if (analytics.digest.weekly) {
      const recipient = analytics.digest.recipient;
      await queueDueDigest({ store, recipient, timeZone: SITE.timeZone, now: Date.now() });
    }
    await purgeOldCounts(store, analytics.retentionMonths, Date.now());
  }
  let total = 0;
  // Bounded: at most 1,000 passes, each of which claims at least one message.
  for (let pass = 0; pass < 1000; pass += 1) {
    const tried = await worker.runOnce();
    if (tried === 0) break;
    total += tried;
  }
  await worker.purge();
  log.info('worker.done', { attempts: total });
  await close(0);
} else {
  worker.start();
  const stopSchedules = analytics.enabled
    ? startAnalyticsSchedules({ store, config: analytics, log })
    : () => {};
  const shutdown = () => {
    stopSchedules();
    log.info('worker.stopping', { hint: 'after the sends in progress' });
    setTimeout(() => process.exit(1), 60_000).unref();
    void close(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
