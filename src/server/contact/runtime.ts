/**
 * Wires the contact pipeline from the environment: the store (migrated at start), the endpoint's handler
 * and, unless CONTACT_WORKER=off, the outbox worker in the same process. What another part of the
 * server adds to it (the counting's count of each message, its "Mark as answered" link, its digest's
 * email) comes in as hooks from src/server/site-runtime.ts, which wires the parts together: this file
 * imports nothing of theirs.
 */
import type { MessageRequests, TakeMessage } from '../http/message-request.ts';
import type { ContactMessage } from '../../lib/contact/contact-schema.ts';
import { createStoreRateLimiter } from '../http/rate-limiter.ts';
import { createLogger, describeError, type Logger } from '../http/log.ts';
import type { SecretStore } from '../http/secrets.ts';
import { createContactHandler, methodNotAllowed, type ContactHandler } from './contact-handler.ts';
import type { ContactConfig } from './contact-config.ts';
import { formRetryPage } from './form-retry-page.ts';
import { composeContactEmail, type ComposedEmail } from './mail/compose-email.ts';
import { createMailTransport, type MailTransport } from './mail/mail-transport.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox/outbox-worker.ts';
import type { ContactStore, StoredContactMessage } from './store/contact-store.ts';

export interface ContactRuntime {
  config: ContactConfig;
  store: ContactStore;
  handle: ContactHandler;
  /** The endpoint's answer to a method it does not take, for a server that refuses before routing. */
  refuseMethod(): Response;
  worker: OutboxWorker | null;
  /** The health check's answer: the store within `timeoutMs`, and the outbox's state. */
  health(timeoutMs: number): Promise<HealthReport>;
  /** Takes a request another part kept until its visitor confirmed it, as the endpoint takes a message. */
  take: TakeMessage;
  /**
   * Stops the worker (sends in progress finish; with `graceMs`, one still going after that is cancelled
   * and its message released) and closes the store.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

interface HealthReport {
  ok: boolean;
  store: 'ok' | 'unavailable';
  outbox: { pending: number | null; failed: number | null; oldestPendingSeconds: number | null };
}

/** What other parts of the server add to the mail the outbox sends. */
export interface MailHooks {
  /** A contact message's "Mark as answered" link, when reply times are measured. */
  answerLink?: (message: StoredContactMessage) => string | undefined;
  /** Composes the mail of another kind that another part queued (mailQueue); any other kind fails. */
  composeOther?: (message: StoredContactMessage) => ComposedEmail | Promise<ComposedEmail>;
}

interface StartOptions {
  config: ContactConfig;
  /** The store, opened and migrated; stopping the runtime closes it. */
  store: ContactStore;
  /** Where the shared rate limit's key comes from (PostgreSQL only). */
  secrets: SecretStore;
  /** Runs the outbox worker in this process (CONTACT_WORKER unless overridden). */
  worker: boolean;
  log?: Logger;
  /** The built contact page's HTML, for answering a refused form post without JavaScript. */
  contactPage?: (() => string | null) | undefined;
  mail?: MailHooks;
  /**
   * Told each accepted message a visitor sent (not spam, not a retry): the page the form said the visitor
   * came from (never stored with the message), and whether the browser asked not to be tracked.
   */
  onMessage?: (journey: { cameFrom: string | undefined; optedOut: boolean }) => void;
  /** Another part's requests that ride on messages (the booking's), taken by the endpoint. */
  requests?: MessageRequests | undefined;
}

/**
 * The worker and its transport for a store, as `npm start` and `npm run worker` run them: contact
 * messages (with their "Mark as answered" link when the hooks give one) and other parts' mail.
 */
export function createDeliveryWorker(
  config: ContactConfig,
  store: ContactStore,
  log: Logger = createLogger(),
  { answerLink, composeOther }: MailHooks = {},
): { worker: OutboxWorker; transport: MailTransport } {
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, mailDir: config.mailDir });
  const worker = createOutboxWorker({
    store,
    transport,
    compose: (message) => {
      if ((message.kind ?? 'contact') === 'contact') {
        return composeContactEmail(message, {
          from: config.from,
          to: config.recipient,
          timeZone: config.timeZone,
          retentionDays: config.retention.deliveredDays,
          answerLink: answerLink?.(message),
        });
      }
      if (!composeOther) throw new Error(`no part of this server composes ${message.kind} mail`);
      return composeOther(message);
    },
    ...config.delivery,
    retention: { ...config.retention, rateWindowMs: config.rateLimit.windowMs, everyMs: 60 * 60_000 },
    log,
  });
  return { worker, transport };
}

/** The health check's answer: the store within `timeoutMs`, and the outbox's state. */
async function healthOf(store: ContactStore, timeoutMs: number): Promise<HealthReport> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  try {
    const stats = await Promise.race([store.outboxStats(), late]);
    const oldest = stats.oldestPendingAt;
    return {
      ok: true,
      store: 'ok',
      outbox: {
        pending: stats.pending,
        failed: stats.failed,
        oldestPendingSeconds: oldest === null ? null : Math.max(0, Math.round((Date.now() - oldest) / 1000)),
      },
    };
  } catch {
    return {
      ok: false,
      store: 'unavailable',
      outbox: { pending: null, failed: null, oldestPendingSeconds: null },
    };
  } finally {
    clearTimeout(timer);
  }
}

export async function startContactRuntime({
  config,
  store,
  secrets,
  worker: runWorker,
  log = createLogger(),
  contactPage,
  mail = {},
  onMessage,
  requests,
}: StartOptions): Promise<ContactRuntime> {
  const delivery = runWorker ? createDeliveryWorker(config, store, log, mail) : null;
  const accepted = (id: string, journey: { cameFrom: string | undefined; optedOut: boolean }) => {
    log.info('message.accepted', { id });
    delivery?.worker.wake();
    onMessage?.(journey);
  };
  // A store shared by instances once kept the rate limit's key among the secrets: the upgrade deletes it.
  if (store.kind === 'postgres') await secrets.upgrade();
  const handle = createContactHandler({
    store,
    publicKey: config.publicKey,
    // Several instances share a PostgreSQL store, so they share the counts too; SQLite is one instance.
    rateLimit:
      store.kind === 'postgres'
        ? createStoreRateLimiter(store, {
            ...config.rateLimit,
            secret: config.rateLimitSecret,
          })
        : config.rateLimit,
    bodyTimeoutMs: config.bodyTimeoutMs,
    maxInFlight: config.maxInFlight,
    trustProxyHops: config.trustProxyHops,
    allowedOrigins: config.allowedOrigins,
    formRetryPage: (retry) => {
      const html = contactPage?.();
      return html ? formRetryPage(html, retry) : null;
    },
    onAccepted: accepted,
    onError: (error) => log.error('message.not-stored', { error: describeError(error) }),
    requests,
  });

  delivery?.worker.start();
  if (delivery) log.info('worker.started', { mail: delivery.transport.description });
  else log.info('worker.off', { hint: 'CONTACT_WORKER=off: npm run worker delivers' });

  return {
    config,
    store,
    handle,
    refuseMethod: () => methodNotAllowed(config.allowedOrigins),
    worker: delivery?.worker ?? null,
    health: (timeoutMs) => healthOf(store, timeoutMs),
    async take({ journey, content, ...message }) {
      // Checked by the contact rules when the visitor sent it; kept as it was since.
      const result = await store.accept({ ...message, content: content as ContactMessage, spam: false });
      if (result.kind === 'stored') accepted(result.id, journey);
      return result;
    },
    async stop({ graceMs } = {}) {
      await delivery?.worker.stop(graceMs === undefined ? {} : { graceMs });
      await delivery?.transport.close();
      await store.close();
    },
  };
}
