/**
 * A contact pipeline for one test: the real handler on a real HTTP server (no Astro), a store of the
 * chosen backend, and optionally an outbox worker sending to the test's SMTP server.
 */
import type { Server } from 'node:http';
import { createContactHandler, type ContactHandlerOptions } from '@/server/contact/contact-handler';
import { readContactConfig } from '@/server/contact/contact-config';
import { composeContactEmail } from '@/server/contact/mail/compose-email';
import { createMailTransport } from '@/server/contact/mail/mail-transport';
import { createContactServer, listenOnLoopback } from './node-http.ts';
import {
  createOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from '@/server/contact/outbox/outbox-worker';
import type { ContactStore } from '@/server/contact/store/contact-store';
import type { Backend } from './backends.ts';

// The envelope the server's own worker uses, so a message taken over from it reads the same.
const { recipient: RECIPIENT, from: SENDER } = readContactConfig(process.env);
export { RECIPIENT, SENDER };

export interface TestWorker {
  worker: OutboxWorker;
  store: ContactStore;
  stop(): Promise<void>;
}

/** A worker with its own store connection, fast timings for tests. */
export async function startWorker(
  backend: Backend,
  smtpUrl: string,
  overrides: Partial<OutboxWorkerOptions> = {},
): Promise<TestWorker> {
  const store = await backend.open();
  const transport = createMailTransport({
    smtpUrl,
    mailDir: '/nonexistent',
    maxConnections: 4,
    timeouts: { connectionMs: 2000, greetingMs: 2000, socketMs: 4000 },
  });
  const worker = createOutboxWorker({
    store,
    transport,
    compose: (message) => composeContactEmail(message, { from: SENDER, to: RECIPIENT, retentionDays: 30 }),
    leaseMs: 10_000,
    maxAttempts: 50,
    backoff: { baseMs: 40, maxMs: 200 },
    pollMs: 25,
    concurrency: 4,
    ...overrides,
  });
  worker.start();
  return {
    worker,
    store,
    async stop() {
      await worker.stop();
      await transport.close();
      await store.close();
    },
  };
}

export interface TestEndpoint {
  url: string;
  store: ContactStore;
  post(body: unknown, init?: { headers?: Record<string, string>; raw?: boolean }): Promise<Response>;
  close(): Promise<void>;
}

export async function startEndpoint(
  backend: Backend,
  options: Partial<ContactHandlerOptions> = {},
): Promise<TestEndpoint> {
  const store = await backend.open();
  const handler = createContactHandler({
    store,
    rateLimit: { limit: 100_000, windowMs: 60_000 },
    // Bursts of hundreds of messages at once are what these tests send.
    maxInFlight: 10_000,
    ...options,
  });
  const server: Server = createContactServer(handler);
  const url = await listenOnLoopback(server);
  return {
    url,
    store,
    post(body, { headers = {}, raw = false } = {}) {
      return fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: raw ? (body as string) : JSON.stringify(body),
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await store.close();
    },
  };
}

let sequence = 0;
/** A valid message whose text identifies it. */
export function sampleMessage(label = `m${(sequence += 1)}`) {
  return {
    name: 'Alex Rivera',
    email: 'alex.rivera@example.com',
    message: `Hello, I would like to ask about family sessions. (${label})`,
  };
}
