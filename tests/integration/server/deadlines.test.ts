/**
 * Slow and silent clients cannot tie the server up: a body sent a byte a second is answered 408 within
 * the body deadline, headers that never finish are cut off by the headers deadline, the endpoint takes
 * a bounded number of messages at once, and pages keep answering meanwhile: each page is read whole while
 * the slow clients are still held, before the deadline frees the server of them. (How fast pages answer
 * under a flood is `npm run bench:contact`'s to measure: a time bound here would fail on a busy machine.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_ENDPOINT } from '../../../src/lib/contact/contact-endpoint.ts';
import { ENDPOINT_ERRORS } from '../../../src/server/contact/contact-handler.ts';
import { startSite, trickle, type SiteProcess, type Trickle } from './helpers/site-process.ts';

const BODY_DEADLINE_S = 3;
const HEADERS_DEADLINE_S = 3;
const MAX_IN_FLIGHT = 3;

let site: SiteProcess;
const open: Trickle[] = [];

beforeAll(async () => {
  site = await startSite({
    CONTACT_BODY_TIMEOUT_SECONDS: String(BODY_DEADLINE_S),
    HTTP_HEADERS_TIMEOUT_SECONDS: String(HEADERS_DEADLINE_S),
    HTTP_REQUEST_TIMEOUT_SECONDS: '6',
    CONTACT_MAX_IN_FLIGHT: String(MAX_IN_FLIGHT),
  });
});
afterAll(async () => {
  for (const slow of open) slow.stop();
  await site?.stop();
});

const message = JSON.stringify({ name: 'Sam', email: 'sam@example.org', message: 'Hello there.' });
const slowPost = () => {
  const slow = trickle(
    site.port,
    `POST ${CONTACT_ENDPOINT} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${message.length}\r\n\r\n`,
    message,
  );
  open.push(slow);
  return slow;
};

/** Reads three pages whole, one after another; resolves with the moment the last one was read. */
async function readPages(): Promise<number> {
  for (const path of ['/about', '/', '/answers']) {
    const response = await fetch(`${site.url}${path}`, { headers: { 'Accept-Encoding': 'br' } });
    await response.arrayBuffer();
    expect(response.status, path).toBe(200);
  }
  return performance.now();
}

/** The moment a slow client's answer came. */
const answeredAt = (slow: Trickle) => slow.answer.then(() => performance.now());

describe('deadlines', () => {
  it('answers a body sent a byte a second with 408 JSON within the deadline, serving pages meanwhile', async () => {
    const slow = slowPost();
    const cutOff = answeredAt(slow);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pagesRead = await readPages();
    const answer = await slow.answer;
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ ok: false, error: ENDPOINT_ERRORS.tooSlow });
    expect(answer.headers['connection']).toBe('close');
    expect(answer.afterMs).toBeGreaterThanOrEqual(BODY_DEADLINE_S * 1000 - 100);
    expect(answer.afterMs).toBeLessThan(BODY_DEADLINE_S * 1000 + 1500);
    expect(pagesRead, 'the pages were read before the slow post was cut off').toBeLessThan(await cutOff);
  });

  it('closes connections whose headers never finish, however many, serving pages meanwhile', async () => {
    const silent = Array.from({ length: 100 }, () => {
      const slow = trickle(site.port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n'.repeat(10));
      open.push(slow);
      return slow;
    });
    const firstCutOff = Promise.race(silent.map(answeredAt));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pagesRead = await readPages();
    const answers = await Promise.all(silent.map((slow) => slow.answer));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([408]));
    expect(Math.max(...answers.map((answer) => answer.afterMs))).toBeLessThan(
      HEADERS_DEADLINE_S * 1000 + 2000,
    );
    expect(pagesRead, 'the pages were read while all 100 were held').toBeLessThan(await firstCutOff);
  });

  it('takes a bounded number of messages at once and answers the next one 503 until a place is free', async () => {
    const holding = Array.from({ length: MAX_IN_FLIGHT }, slowPost);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const post = () =>
      fetch(`${site.url}${CONTACT_ENDPOINT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: message,
      });
    const refused = await post();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({ ok: false, error: ENDPOINT_ERRORS.busy });

    await Promise.all(holding.map((slow) => slow.answer));
    const accepted = await post();
    expect(accepted.status).toBe(200);
  });
});
