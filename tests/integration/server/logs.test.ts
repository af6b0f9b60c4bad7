/**
 * What the server prints is for an operator: one JSON object per line on stdout with its time, level and
 * event, ids and codes only. Nothing a visitor typed appears, in valid messages, invalid ones, addresses,
 * headers or failures: every test sends a unique marker and looks for it in everything printed.
 */
import { randomBytes } from 'node:crypto';
import getPort from 'get-port';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_ENDPOINT } from '../../../src/lib/contact/contact-endpoint.ts';
import { rawRequest, startSite, type SiteProcess } from './helpers/site-process.ts';

const started: SiteProcess[] = [];
afterEach(async () => {
  for (const site of started.splice(0)) await site.stop();
});

async function site(env: Record<string, string> = {}) {
  const process = await startSite(env);
  started.push(process);
  return process;
}

async function waitForEvent(site: SiteProcess, event: string, count = 1) {
  for (let waited = 0; waited < 15_000; waited += 50) {
    if (site.events().filter((line) => line['event'] === event).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${event} event within 15 s:\n${site.output()}`);
}

/** Sends the marker every way a visitor could: a message, bad input, an address, a header, a method. */
async function sendMarker(site: SiteProcess, marker: string) {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${site.url}${CONTACT_ENDPOINT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': `agent-${marker}`, ...headers },
      body,
    });
  const accepted = await post(
    JSON.stringify({
      name: `Visitor ${marker}`,
      email: `${marker}@example.org`,
      phone: '(404) 555-0100',
      topic: `Topic ${marker}`,
      message: `Message text ${marker}`,
    }),
    { 'Idempotency-Key': `key-${marker}` },
  );
  expect(accepted.status).toBe(200);
  expect(
    (await post(JSON.stringify({ name: marker, email: `not an email ${marker}`, message: marker }))).status,
  ).toBe(400);
  expect((await post(`{"name": "${marker}", `)).status).toBe(400);
  expect((await post(JSON.stringify({ name: marker }), { 'Content-Type': `text/${marker}` })).status).toBe(
    415,
  );
  expect((await fetch(`${site.url}/${marker}?q=${marker}`)).status).toBe(404);
  expect((await fetch(`${site.url}/blog/${marker}`, { redirect: 'manual' })).status).toBe(302);
  const trace = await rawRequest(
    site.port,
    `TRACE /${marker} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
  );
  expect(trace.status).toBe(405);
}

describe('server logs', () => {
  it('are JSON lines with time, level and event, name accepted and delivered messages by id only', async () => {
    const marker = `mark${randomBytes(6).toString('hex')}`;
    const server = await site();
    await sendMarker(server, marker);
    await waitForEvent(server, 'delivery.sent');
    await server.stop();

    const lines = server.output().split('\n').filter(Boolean);
    const stdoutLines = server.events();
    expect(stdoutLines.length).toBeGreaterThan(4);
    for (const line of stdoutLines) {
      expect(Date.parse(String(line['time']))).not.toBeNaN();
      expect(['info', 'warn', 'error']).toContain(line['level']);
      expect(typeof line['event']).toBe('string');
    }
    const events = stdoutLines.map((line) => line['event']);
    for (const event of [
      'server.starting',
      'store.opened',
      'worker.started',
      'server.listening',
      'message.accepted',
      'delivery.attempt',
      'delivery.sent',
    ]) {
      expect(events, event).toContain(event);
    }
    const accepted = stdoutLines.find((line) => line['event'] === 'message.accepted')!;
    expect(Object.keys(accepted).sort()).toEqual(['event', 'id', 'level', 'time']);
    expect(stdoutLines.find((line) => line['event'] === 'delivery.sent')).toMatchObject({
      id: accepted['id'],
      attempt: 1,
    });
    expect(lines.join('\n')).not.toContain(marker);
  });

  it('name retries and failures by id and error code, still without the visitor text', async () => {
    const marker = `mark${randomBytes(6).toString('hex')}`;
    // A mail server that is not there: every attempt fails.
    const closed = await getPort({ host: '127.0.0.1' });
    const server = await site({
      SMTP_URL: `smtp://127.0.0.1:${closed}`,
      CONTACT_MAX_ATTEMPTS: '2',
      CONTACT_RETRY_BASE_SECONDS: '0.1',
      CONTACT_RETRY_MAX_SECONDS: '0.2',
      CONTACT_POLL_SECONDS: '0.1',
    });
    await sendMarker(server, marker);
    await waitForEvent(server, 'delivery.failed');
    const retry = server.events().find((line) => line['event'] === 'delivery.retry')!;
    expect(retry).toMatchObject({ level: 'warn', attempt: 1 });
    expect(String(retry['error'])).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(server.events().find((line) => line['event'] === 'delivery.failed')).toMatchObject({
      level: 'error',
      attempts: 2,
      id: retry['id'],
    });
    expect(server.output()).not.toContain(marker);
  });

  it('are aligned text with LOG_FORMAT=pretty', async () => {
    const server = await site({ LOG_FORMAT: 'pretty' });
    for (let waited = 0; waited < 5000 && !server.output().includes('server.listening'); waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(server.output()).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO +server\.listening +url=http:\/\/127\.0\.0\.1:\d+$/m,
    );
    expect(server.events()).toEqual([]);
  });
});
