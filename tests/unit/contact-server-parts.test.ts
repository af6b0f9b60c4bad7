import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SITE } from '#practice';
import { clientAddress, normaliseAddress } from '@/server/http/client-address';
import { readContactConfig } from '@/server/contact/contact-config';
import { readServerConfig } from '@/server/http/server-config';
import { describeError } from '@/server/http/log';
import { composeContactEmail, messageIdFor } from '@/server/contact/mail/compose-email';
import { escapeHtml } from '@/server/http/escape-html';
import { createMailTransport, isLoopbackHost } from '@/server/contact/mail/mail-transport';
import { retryDelayMs } from '@/server/contact/outbox/backoff';
import { createRateLimiter, createStoreRateLimiter } from '@/server/http/rate-limiter';
import type { StoredContactMessage } from '@/server/contact/store/contact-store';
import { openContactStore } from '@/server/contact/store/open-store';
import { isPostgresUrl, sqlitePath } from '@/server/http/database/open-database';

describe('rate limiters', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const kinds = {
    'in memory': async (options: { limit: number; windowMs: number; now: () => number }) =>
      createRateLimiter(options),
    'in the store': async (options: { limit: number; windowMs: number; now: () => number }) => {
      const store = await openContactStore({ databaseUrl: `file:${join(dir, `${Math.random()}.sqlite`)}` });
      return createStoreRateLimiter(store, options);
    },
  };

  for (const [kind, make] of Object.entries(kinds)) {
    it(`${kind}: allow the limit per window per client, then say when to come back`, async () => {
      let now = 1_000_000;
      const limiter = await make({ limit: 2, windowMs: 60_000, now: () => now });
      expect(await limiter.take('a')).toEqual({ allowed: true });
      expect(await limiter.take('a')).toEqual({ allowed: true });
      expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
      expect(await limiter.take('b')).toEqual({ allowed: true });
      now += 59_500;
      expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
      now += 500;
      expect(await limiter.take('a')).toEqual({ allowed: true });
    });

    it(`${kind}: give back a request that was refunded`, async () => {
      const limiter = await make({ limit: 1, windowMs: 60_000, now: () => 5_000_000 });
      expect(await limiter.take('a')).toEqual({ allowed: true });
      await limiter.refund('a');
      expect(await limiter.take('a')).toEqual({ allowed: true });
      expect((await limiter.take('a')).allowed).toBe(false);
    });
  }

  it('in memory: forgets every address when its window ends, on the next take or by its timer alone', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 1000; i += 1) await limiter.take(`198.51.${i >> 8}.${i & 255}`);
    expect(limiter.size()).toBe(1000);
    now += 30_000;
    await limiter.take('203.0.113.1');
    expect(limiter.size()).toBe(1001);
    now += 30_000;
    limiter.sweep();
    // The first thousand's windows have ended; the last one's has not.
    expect(limiter.size()).toBe(1);
    now += 30_000;
    limiter.sweep();
    expect(limiter.size()).toBe(0);

    // An idle server forgets too: the timer the takes armed sweeps when the windows end.
    vi.useFakeTimers();
    try {
      const idle = createRateLimiter({ limit: 5, windowMs: 60_000 });
      for (let i = 0; i < 100; i += 1) await idle.take(`192.0.2.${i}`);
      expect(idle.size()).toBe(100);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(idle.size()).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('in the store: deletes the windows that have ended, once a minute at most, under keys no address gives', async () => {
    let now = 10_000_000;
    const forgotten: number[] = [];
    const keys: string[] = [];
    const limiter = createStoreRateLimiter(
      {
        countHit: async (key, at) => (keys.push(key), { hits: 1, windowStart: at }),
        refundHit: async () => {},
        forgetHits: async (before) => void forgotten.push(before),
      },
      { limit: 5, windowMs: 600_000, now: () => now },
    );
    await limiter.take('203.0.113.5');
    now += 30_000;
    await limiter.take('203.0.113.5');
    now += 30_000;
    await limiter.take('203.0.113.5');
    expect(forgotten).toEqual([10_000_000 - 600_000, 10_060_000 - 600_000]);
    // The same address, the same day: one key, which is no hash of the address alone.
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(createHash('sha256').update('203.0.113.5').digest('hex').slice(0, 32));
  });

  it('in memory: stays bounded however many clients it sees', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxClients: 100 });
    for (let i = 0; i < 10_000; i += 1) await limiter.take(`client-${i}`);
    // The oldest were forgotten, the newest still counted.
    expect((await limiter.take('client-9999')).allowed).toBe(false);
    expect((await limiter.take('client-0')).allowed).toBe(true);
  });
});

describe('clientAddress', () => {
  const headers = new Headers({ 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' });

  it('counts the socket address unless a proxy is trusted', () => {
    expect(clientAddress(headers, '10.0.0.5', 0)).toBe('10.0.0.5');
    expect(clientAddress(headers, '10.0.0.5', 1)).toBe('198.51.100.7');
    expect(clientAddress(headers, '10.0.0.5', 2)).toBe('203.0.113.9');
    expect(clientAddress(new Headers(), '10.0.0.5', 1)).toBe('10.0.0.5');
    expect(clientAddress(new Headers(), undefined, 0)).toBe('unknown');
  });

  it('treats IPv4-mapped addresses as IPv4 and IPv6 by /64', () => {
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:db8:1:2:bbbb::9')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
  });
});

describe('retryDelayMs', () => {
  const backoff = { baseMs: 1000, maxMs: 8000 };
  it('doubles up to the ceiling, with jitter between half and all of the step', () => {
    expect([1, 2, 3, 4, 5, 9].map((attempt) => retryDelayMs(attempt, backoff, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
    expect(retryDelayMs(3, backoff, () => 0)).toBe(2000);
    for (let i = 0; i < 100; i += 1) {
      const delay = retryDelayMs(2, backoff);
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(2000);
    }
  });
});

const stored: StoredContactMessage = {
  id: '0b6f3a1e-5c2d-4e8f-9a7b-1c2d3e4f5a6b',
  status: 'pending',
  receivedAt: Date.UTC(2025, 2, 4, 15, 30),
  attempts: 1,
  nextAttemptAt: 0,
  leaseUntil: null,
  deliveredAt: null,
  lastError: null,
  content: {
    name: 'Eve <img src=x onerror=alert(1)>',
    email: 'eve@example.org',
    topic: 'Family "Therapy" & more',
    message: '<a href="javascript:alert(1)">click</a>\nSecond line',
  },
};

describe('composeContactEmail', () => {
  const settings = {
    from: 'Website <website@practice.test>',
    to: 'intake@practice.test',
    retentionDays: 30,
  };
  const { options } = composeContactEmail(stored, settings);

  it('keeps visitor input out of the headers, except the validated Reply-To address', () => {
    expect(options.subject).toBe('New message from the website contact form (ref 0b6f3a1e)');
    expect(options.replyTo).toEqual({ name: '', address: 'eve@example.org' });
    expect(options.from).toBe(settings.from);
    expect(options.envelope).toEqual({
      from: 'website@practice.test',
      to: ['intake@practice.test'],
    });
    expect(JSON.stringify(options.headers)).not.toContain('Eve');
  });

  it('gives each message a stable Message-ID and its received time as Date', () => {
    expect(options.messageId).toBe('<contact-0b6f3a1e-5c2d-4e8f-9a7b-1c2d3e4f5a6b@practice.test>');
    expect(composeContactEmail(stored, settings).options.messageId).toBe(options.messageId);
    expect(messageIdFor('abc', 'plain@example.org')).toBe('<contact-abc@example.org>');
    expect(options.date).toEqual(new Date(stored.receivedAt));
  });

  it('puts everything in the text part and escapes everything in the HTML part', () => {
    expect(options.text).toContain('Name:     Eve <img src=x onerror=alert(1)>');
    expect(options.text).toContain('Phone:    not given');
    expect(options.text).toContain('<a href="javascript:alert(1)">click</a>\nSecond line');
    // 15:30 UTC, on the practice's clock and named by its zone.
    const clock = DateTime.fromMillis(stored.receivedAt, { zone: SITE.timeZone }).toFormat('h:mm a');
    expect(options.text).toContain(`Received: Tuesday, March 4, 2025 at ${clock} (${SITE.timeZone})`);
    const html = String(options.html);
    expect(html).not.toMatch(/<img|<a href/);
    expect(html).toContain('Eve &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Family &quot;Therapy&quot; &amp; more');
    expect(html).toContain('&lt;a href=&quot;javascript:alert(1)&quot;&gt;click&lt;/a&gt;\nSecond line');
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('mail transport', () => {
  it('knows which hosts are this machine (the only ones allowed without TLS)', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', 'mail.localhost']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['mail.example.com', '10.0.0.1', '128.0.0.1', 'localhost.example.com', '::2']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('describes SMTP without credentials and says TLS is required off this machine', () => {
    expect(
      createMailTransport({ smtpUrl: 'smtp://user:secret@mail.example.com:587', mailDir: '' }).description,
    ).toBe('SMTP mail.example.com:587 (STARTTLS required)');
    expect(
      createMailTransport({ smtpUrl: 'smtps://user:secret@mail.example.com', mailDir: '' }).description,
    ).toBe('SMTP mail.example.com:465 (TLS)');
    expect(createMailTransport({ smtpUrl: 'smtp://127.0.0.1:2525', mailDir: '' }).description).toBe(
      'SMTP 127.0.0.1:2525 (loopback)',
    );
  });

  it('without SMTP_URL writes each message as an .eml file, once per message however often it is sent', async () => {
    const mailDir = mkdtempSync(join(tmpdir(), 'contact-mail-'));
    try {
      const transport = createMailTransport({ mailDir });
      const email = composeContactEmail(stored, {
        from: 'website@practice.test',
        to: 'intake@practice.test',
      });
      await transport.send(email);
      await transport.send(email);
      const files = readdirSync(mailDir);
      expect(files).toEqual(['20250304T153000Z-0b6f3a1e-5c2d-4e8f-9a7b-1c2d3e4f5a6b.eml']);
      const raw = readFileSync(join(mailDir, files[0]!), 'utf8').replace(/\r\n[ \t]+/g, ' '); // unfolded
      expect(raw).toMatch(/^Reply-To: eve@example\.org\r$/m);
      expect(raw).toMatch(/^Message-ID: <contact-0b6f3a1e-5c2d-4e8f-9a7b-1c2d3e4f5a6b@practice\.test>\r$/m);
      expect(raw).toMatch(/^Date: Tue, 04 Mar 2025 15:30:00 \+0000\r$/m);
      expect(statSync(join(mailDir, files[0]!)).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(mailDir, { recursive: true, force: true });
    }
  });
});

describe('readContactConfig', () => {
  it('has defaults that work on a fresh machine', () => {
    const config = readContactConfig({});
    expect(config.databaseUrl).toBe('file:data/contact.sqlite');
    expect(config.mailDir).toBe('data/mail');
    expect(config.smtpUrl).toBeUndefined();
    // Out of the box the envelope is two plain addresses (the practice sets its own in the environment).
    const address = /^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/;
    expect(config.recipient).toMatch(address);
    expect(config.from).toMatch(address);
    expect(config.retention).toEqual({ deliveredDays: 30, spamDays: 7 });
    expect(config.rateLimit).toEqual({ limit: 10, windowMs: 600_000 });
    expect(config.trustProxyHops).toBe(0);
    expect(config.runWorker).toBe(true);
  });

  it('reads the environment and refuses nonsense by name', () => {
    const config = readContactConfig({
      DATA_DIR: 'data/e2e',
      CONTACT_RATE_LIMIT: '3',
      CONTACT_RATE_WINDOW_SECONDS: '60',
      TRUST_PROXY: 'true',
      CONTACT_ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
      CONTACT_WORKER: 'off',
    });
    expect(config.databaseUrl).toBe('file:data/e2e/contact.sqlite');
    expect(config.mailDir).toBe('data/e2e/mail');
    expect(config.rateLimit).toEqual({ limit: 3, windowMs: 60_000 });
    expect(config.trustProxyHops).toBe(1);
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.runWorker).toBe(false);
    expect(() => readContactConfig({ CONTACT_RATE_LIMIT: 'lots' })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => readContactConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => readContactConfig({ CONTACT_DB_SCHEMA: 'x; DROP TABLE y' })).toThrow(/CONTACT_DB_SCHEMA/);
  });

  it('reads on/off switches one way and refuses anything else by name', () => {
    for (const [value, hops, worker] of [
      ['on', 1, true],
      ['TRUE', 1, true],
      ['yes', 1, true],
      ['off', 0, false],
      ['0', 0, false],
      ['No', 0, false],
    ] as const) {
      const config = readContactConfig({ TRUST_PROXY: value, CONTACT_WORKER: value });
      expect([config.trustProxyHops, config.runWorker], value).toEqual([hops, worker]);
    }
    expect(readContactConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(() => readContactConfig({ CONTACT_WORKER: 'sometimes' })).toThrow(
      /CONTACT_WORKER: must be on or off/,
    );
    expect(() => readContactConfig({ TRUST_PROXY: 'lots' })).toThrow(/TRUST_PROXY/);
  });

  it('tells SQLite from PostgreSQL URLs', () => {
    expect(isPostgresUrl('postgres://u@h/db')).toBe(true);
    expect(isPostgresUrl('postgresql://u@h/db')).toBe(true);
    expect(isPostgresUrl('file:./data/contact.sqlite')).toBe(false);
    expect(sqlitePath('file:/srv/contact.sqlite')).toBe('/srv/contact.sqlite');
    expect(sqlitePath('file:///srv/contact.sqlite')).toBe('/srv/contact.sqlite');
  });
});

describe('describeError', () => {
  it('keeps codes and the mail server status, never free text', () => {
    const error = Object.assign(new Error('Message failed for Eve <eve@example.org>'), {
      code: 'EENVELOPE',
      responseCode: 550,
      response: '550 5.1.1 mailbox unavailable',
    });
    expect(describeError(error)).toBe('EENVELOPE SMTP 550 550 5.1.1 mailbox unavailable');
    expect(describeError(new TypeError('secret text'))).toBe('TypeError');
    expect(describeError('secret text')).toBe('unknown error');
  });
});

describe('readServerConfig', () => {
  it('has deadlines by default and refuses a headers deadline longer than the request deadline', () => {
    expect(readServerConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4321,
      timeouts: { headersMs: 10_000, requestMs: 15_000, keepAliveMs: 5000 },
      shutdownGraceMs: 10_000,
      healthTimeoutMs: 2000,
      healthToken: null,
    });
    expect(readServerConfig({ HTTP_REQUEST_TIMEOUT_SECONDS: '30', PORT: '8080' })).toMatchObject({
      port: 8080,
      timeouts: { requestMs: 30_000 },
    });
    expect(() => readServerConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: '20' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_SECONDS: must not exceed HTTP_REQUEST_TIMEOUT_SECONDS/,
    );
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
