/**
 * The store itself refuses a hold that overlaps another of the same clinician, not only one at the same
 * start: two instances (two connections) race 100 pairs of overlapping requests, and each pair leaves
 * exactly one hold and one stored message. Holds that only touch, or that belong to other clinicians,
 * both stand.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactStore, NewHold } from '@/server/contact/store/contact-store';
import type { Backend } from '../helpers/backends.ts';

const MINUTE = 60_000;
const BASE = Date.UTC(2030, 0, 7, 14);

export function defineHoldOverlapSuite(makeBackend: () => Backend) {
  describe('overlapping holds', () => {
    let backend: Backend;
    let stores: ContactStore[] = [];
    beforeEach(async () => {
      backend = makeBackend();
      // One after the other: both migrate the same schema.
      stores = [await backend.open()];
      stores.push(await backend.open());
    });
    afterEach(async () => {
      for (const store of stores) await store.close();
      await backend.dispose();
    });

    let n = 0;
    const request = (store: ContactStore, hold: NewHold, who: { email?: string; phone?: string } = {}) =>
      store.accept({
        kind: 'booking',
        content: {
          name: 'Robin Vale',
          email: who.email ?? (who.phone ? '' : `robin${(n += 1)}@example.org`),
          ...(who.phone ? { phone: who.phone } : {}),
          message: '',
        },
        spam: false,
        fingerprint: `f${n}`,
        receivedAt: Date.now(),
        hold,
      });
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
      const held = await stores[1]!.heldTimes(0);
      expect(held).toHaveLength(100);
      const counts = await stores[0]!.counts();
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
      expect(await stores[0]!.heldTimes(0)).toHaveLength(1);
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
  });
}
