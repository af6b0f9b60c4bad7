/**
 * The booking's store itself refuses a hold that overlaps another of the same clinician, not only one at
 * the same start: two instances (two connections) race 100 pairs of overlapping requests through the
 * contact store's accept, and each pair leaves exactly one hold and one stored message. Holds that only
 * touch, or that belong to other clinicians, both stand. A database whose holds the contact store once
 * made upgrades in place.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HoldStore, NewHold } from '@/server/booking/holds';
import { createHoldStore } from '@/server/booking/store/hold-store';
import type { ContactStore } from '@/server/contact/store/contact-store';
import { contactStoreOn } from '@/server/contact/store/open-store';
import type { Backend } from '../helpers/backends.ts';

/** One server instance: its own connection, with the contact store and the booking's on it. */
interface Instance {
  store: ContactStore;
  holds: HoldStore;
}

async function openInstance(backend: Backend): Promise<Instance> {
  const database = backend.database();
  const store = await contactStoreOn(database);
  const holds = createHoldStore(database);
  await holds.migrate();
  return { store, holds };
}

const MINUTE = 60_000;
const BASE = Date.UTC(2030, 0, 7, 14);

export function defineHoldOverlapSuite(makeBackend: () => Backend) {
  describe('overlapping holds', () => {
    let backend: Backend;
    let stores: Instance[] = [];
    beforeEach(async () => {
      backend = makeBackend();
      // One after the other: both migrate the same schema.
      stores = [await openInstance(backend)];
      stores.push(await openInstance(backend));
    });
    afterEach(async () => {
      for (const { store } of stores) await store.close();
      await backend.dispose();
    });

    let n = 0;
    const request = async (
      { store, holds }: Instance,
      hold: NewHold,
      who: { email?: string; phone?: string; clientKey?: string } = {},
    ) => {
      const content = {
        name: 'Robin Vale',
        email: who.email ?? (who.phone ? '' : `robin${(n += 1)}@example.org`),
        ...(who.phone ? { phone: who.phone } : {}),
        message: '',
      };
      const result = await store.accept({
        kind: 'booking',
        content,
        spam: false,
        fingerprint: `f${n}`,
        receivedAt: Date.now(),
        attach: holds.attach(hold, { ...content, clientKey: who.clientKey ?? null }, 3),
      });
      // The booking's word for a refusal, as the endpoint answers it.
      return result.kind === 'refused' ? { kind: result.reason } : result;
    };
    const hold = (clinicianId: string, start: number, minutes = 15): NewHold => ({
      clinicianId,
      start,
      end: start + minutes * MINUTE,
      forWhom: 'myself',
    });

    it('holds one of each overlapping pair over 200 tries on two instances', async () => {
      const results: string[][] = [];
      for (let batch = 0; batch < 100; batch += 25) {
        const pairs = await Promise.all(
          Array.from({ length: 25 }, (_, i) => {
            const start = BASE + (batch + i) * 60 * MINUTE;
            // 10:00-10:15 from one instance, 10:10-10:25 from the other: different starts, one time.
            return Promise.all([
              request(stores[0]!, hold('ana', start)),
              request(stores[1]!, hold('ana', start + 10 * MINUTE)),
            ]);
          }),
        );
        results.push(...pairs.map((pair) => pair.map((result) => result.kind).sort()));
      }
      expect(results).toHaveLength(100);
      for (const pair of results) expect(pair).toEqual(['stored', 'taken']);
      const held = await stores[1]!.holds.heldTimes(0);
      expect(held).toHaveLength(100);
      const counts = await stores[0]!.store.counts();
      expect(counts.pending + counts.delivered).toBe(100);
    });

    it('lets holds that only touch, or are another clinician’s, stand', async () => {
      const start = BASE;
      expect((await request(stores[0]!, hold('ana', start))).kind).toBe('stored');
      expect((await request(stores[1]!, hold('ana', start + 15 * MINUTE))).kind).toBe('stored');
      expect((await request(stores[1]!, hold('ben', start + 5 * MINUTE))).kind).toBe('stored');
      expect((await request(stores[0]!, hold('ana', start - 10 * MINUTE))).kind).toBe('taken');
    });

    it('holds one request per visitor at a time: 200 from two instances with one email leave one hold', async () => {
      const results = [];
      for (let batch = 0; batch < 200; batch += 50) {
        results.push(
          ...(await Promise.all(
            Array.from({ length: 50 }, (_, i) =>
              request(stores[(batch + i) % 2]!, hold('ana', BASE + (batch + i) * 60 * MINUTE), {
                email: (batch + i) % 3 ? 'Hostage@Example.org' : 'hostage@example.org',
              }),
            ),
          )),
        );
      }
      expect(results.filter((result) => result.kind === 'stored')).toHaveLength(1);
      expect(results.filter((result) => result.kind === 'waiting')).toHaveLength(199);
      expect(await stores[0]!.holds.heldTimes(0)).toHaveLength(1);
      // One phone number, however it is written, is one visitor too.
      const later = BASE + 400 * 60 * MINUTE;
      expect((await request(stores[0]!, hold('ana', later), { phone: '(404) 555-0100' })).kind).toBe(
        'stored',
      );
      expect(
        (await request(stores[1]!, hold('ana', later + 60 * MINUTE), { phone: '+1 404.555.0100'.slice(3) }))
          .kind,
      ).toBe('waiting');
      expect(
        (await request(stores[1]!, hold('ana', later + 120 * MINUTE), { phone: '404-555-0199' })).kind,
      ).toBe('stored');
    });

    it('keeps at most three requests from one network address waiting, however two instances race', async () => {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          request(stores[i % 2]!, hold('ana', BASE + i * 60 * MINUTE), {
            email: `neighbor${i}@example.org`,
            clientKey: 'one-address',
          }),
        ),
      );
      expect(results.filter((result) => result.kind === 'stored')).toHaveLength(3);
      expect(results.filter((result) => result.kind === 'address')).toHaveLength(37);
      // Another address is not held back by it.
      expect((await request(stores[0]!, hold('ben', BASE), { clientKey: 'another' })).kind).toBe('stored');
    });

    it('takes over the holds a database made when the contact store kept them', async () => {
      // A database of that time: the table, its indexes and the overlap rule made by the contact
      // store's steps 5 and 6, recorded in its version table, and no booking version table yet.
      const database = backend.database();
      const prefix = database.prefix;
      const pg = database.dialect === 'postgres';
      await database.run({ sql: `DELETE FROM ${prefix}booking_holds` });
      await database.run({ sql: `DROP TABLE ${prefix}booking_holds` });
      await database.run({ sql: `DROP TABLE ${prefix}booking_schema_version` });
      await database.run({ sql: `DROP TABLE ${prefix}booking_verifications` });
      await database.run({
        sql: `CREATE TABLE ${prefix}booking_holds (message_id TEXT PRIMARY KEY, clinician_id TEXT NOT NULL,
                start_at BIGINT NOT NULL, end_at BIGINT NOT NULL, for_whom TEXT NOT NULL, state TEXT NOT NULL,
                created_at BIGINT NOT NULL, confirmed_at BIGINT, updated_at BIGINT NOT NULL)`,
      });
      await database.run({
        sql: pg
          ? `ALTER TABLE ${prefix}booking_holds ADD CONSTRAINT booking_holds_no_overlap
               EXCLUDE USING gist (clinician_id WITH =, int8range(start_at, end_at) WITH &&)
               WHERE (state IN ('pending', 'confirmed'))`
          : `CREATE TRIGGER booking_holds_no_overlap BEFORE INSERT ON booking_holds WHEN NEW.state IN ('pending', 'confirmed') BEGIN SELECT RAISE(IGNORE) WHERE EXISTS (SELECT 1 FROM booking_holds WHERE clinician_id = NEW.clinician_id AND state IN ('pending', 'confirmed') AND start_at < NEW.end_at AND end_at > NEW.start_at); END`,
      });
      await database.run({
        sql: `INSERT INTO ${prefix}booking_holds
                (message_id, clinician_id, start_at, end_at, for_whom, state, created_at, updated_at)
              VALUES ('from-that-time', 'ana', $1, $2, 'myself', 'pending', $3, $3)`,
        params: [BASE, BASE + 15 * MINUTE, Date.now()],
      });
      // The booking's first start on it: its steps find what is there and keep it.
      const upgraded = await openInstance(backend);
      try {
        expect(await upgraded.holds.heldTimes(0)).toHaveLength(1);
        expect((await request(upgraded, hold('ana', BASE + 5 * MINUTE))).kind).toBe('taken');
        expect((await request(upgraded, hold('ana', BASE + 15 * MINUTE))).kind).toBe('stored');
      } finally {
        await upgraded.store.close();
        await database.close();
      }
    });
  });
}
