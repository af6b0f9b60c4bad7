/**
 * Several instances on one PostgreSQL store share the per-client limit: a client alternating between
 * two real servers is refused at the same total as with one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_ENDPOINT } from '../../../src/lib/contact/contact-endpoint.ts';
import { postgresBackend } from '../helpers/backends.ts';
import { startSite, type SiteProcess } from './helpers/site-process.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const LIMIT = 5;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(!databaseUrl)('the rate limit with two instances on one PostgreSQL store', () => {
  it(`refuses the client's message number ${LIMIT + 1} whichever instance it reaches`, async () => {
    const backend = postgresBackend(databaseUrl!);
    cleanups.push(() => backend.dispose());
    // The instances derive the day's key from the same secret (never stored): they count a client as one.
    const env = {
      ...backend.env,
      CONTACT_RATE_LIMIT: String(LIMIT),
      CONTACT_RATE_LIMIT_SECRET: 'a shared secret of the test instances',
      CONTACT_WORKER: 'off',
    };
    const first = await startSite(env);
    cleanups.push(() => first.stop());
    const second = await startSite(env);
    cleanups.push(() => second.stop());

    const post = (site: SiteProcess, i: number) =>
      fetch(`${site.url}${CONTACT_ENDPOINT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Sam', email: 'sam@example.org', message: `Message number ${i}.` }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i += 1) statuses.push((await post(i % 2 ? second : first, i)).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429, 429]);
    const refused = await post(first, 99);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
