/**
 * One contact pipeline per test, on the backend a suite runs against: a fresh store, a real SMTP server
 * (not started: a test starts it when the mail server should be up), and the endpoint and workers the
 * test asks for, all stopped afterwards.
 */
import { afterEach, beforeEach } from 'vitest';
import type { Backend } from './backends.ts';
import { startEndpoint, startWorker, type TestEndpoint, type TestWorker } from './pipeline.ts';
import { createSmtpSink, type SmtpSink } from './smtp-sink.ts';

export interface PipelineFixture {
  backend(): Backend;
  sink(): SmtpSink;
  endpoint(options?: Parameters<typeof startEndpoint>[1]): Promise<TestEndpoint>;
  worker(overrides?: Parameters<typeof startWorker>[2]): Promise<TestWorker>;
  /** Run after the test, before the store is dropped. */
  cleanup(step: () => Promise<void> | void): void;
}

export function usePipeline(makeBackend: () => Backend): PipelineFixture {
  let backend: Backend;
  let sink: SmtpSink;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeEach(async () => {
    backend = makeBackend();
    sink = await createSmtpSink();
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await sink.stop();
    await backend.dispose();
  });

  return {
    backend: () => backend,
    sink: () => sink,
    async endpoint(options) {
      const started = await startEndpoint(backend, options);
      cleanups.push(() => started.close());
      return started;
    },
    async worker(overrides) {
      const started = await startWorker(backend, sink.url, overrides);
      cleanups.push(() => started.stop());
      return started;
    },
    cleanup: (step) => cleanups.push(step),
  };
}

/** The Message-IDs of the emails a sink accepted. */
export const messageIds = (sink: SmtpSink) => sink.received.map((mail) => mail.header('message-id'));
export const unique = (values: string[]) => new Set(values).size;
