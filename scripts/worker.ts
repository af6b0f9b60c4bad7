/**
 * `npm run worker`: the outbox worker alone, for deployments that run the web server with
 * CONTACT_WORKER=off or several instances on one PostgreSQL store. Reads the same environment as
 * `npm start` and logs the same way; with counting on, it also queues the weekly digest and keeps the
 * counters' retention; with booking on, it releases requests left unanswered. `--once` does what is due now and exits (for a cron job).
 */
import { parseArgs } from 'node:util';
import { createLogger } from '../src/server/http/log.ts';
import { openDeliveryProcess } from '../src/server/site-runtime.ts';

const { values } = parseArgs({ options: { once: { type: 'boolean', default: false } } });

const log = createLogger();
const delivery = await openDeliveryProcess({ log, schedules: !values.once });
const { worker, transport } = delivery;
log.info('worker.started', { pid: process.pid, store: delivery.store, mail: transport.description });

async function close(code: number): Promise<never> {
  await delivery.close();
  process.exit(code);
}

if (values.once) {
  await delivery.analytics.runDue();
  // The release tells each visitor the times offered now, so the feeds are read first.
  await delivery.booking.refreshFeeds();
  await delivery.booking.runDue();
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
  const shutdown = () => {
    log.info('worker.stopping', { hint: 'after the sends in progress' });
    setTimeout(() => process.exit(1), 60_000).unref();
    void close(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
