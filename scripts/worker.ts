/**
 * `npm run worker`: the outbox worker alone, for deployments that run the web server with
 * CONTACT_WORKER=off or several instances on one PostgreSQL store. Reads the same environment as
 * `npm start` and logs the same way. `--once` delivers what is due now and exits (for a cron job).
 */
import { parseArgs } from 'node:util';
import { readContactConfig } from '../src/server/contact/contact-config.ts';
import { createLogger, describeError } from '../src/server/log.ts';
import { createDeliveryWorker } from '../src/server/contact/runtime.ts';
import { describeDatabase, openContactStore } from '../src/server/contact/store/open-store.ts';

const { values } = parseArgs({ options: { once: { type: 'boolean', default: false } } });

const log = createLogger();
const config = readContactConfig();
const store = await openContactStore({
  databaseUrl: config.databaseUrl,
  schema: config.dbSchema,
  onError: (error) => log.warn('store.connection-error', { error: describeError(error) }),
});
const { worker, transport } = createDeliveryWorker(config, store, log);
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
