/**
 * The times the booking offers: each clinician's free times from the feed's busy time and the times
 * other requests hold, and the check of a requested time for the contact endpoint (the desk), which
 * answers a time no longer free with the next three.
 */
import { PRACTICE } from '#practice';
import { freeTimes, isFree } from '../../lib/booking/slots.ts';
import type { BookingRules, Interval, OfferedTime } from '../../lib/booking/types.ts';
import type { FeedReader } from './feed-reader.ts';
import type { HoldStore } from './holds.ts';

export interface TimeOnWire {
  clinicianId: string;
  start: string;
  end: string;
}

export type DeskCheck =
  | { ok: true; hold: { clinicianId: string; start: number; end: number; forWhom: string } }
  | { ok: false; status: 400 | 409; error: string; next: TimeOnWire[] };

export const TIME_ERROR = 'Please choose one of the times offered.';
const FOR_WHOM_ERROR = 'Please say who the consultation is for.';
const NOT_OFFERED = 'That time is no longer offered. Please choose another time.';

export const wire = (time: { clinicianId: string; start: number; end: number }): TimeOnWire => ({
  clinicianId: time.clinicianId,
  start: new Date(time.start).toISOString(),
  end: new Date(time.end).toISOString(),
});

/** Sorted, overlapping intervals joined: the feed's busy time with the held times. */
function merged(intervals: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const { start, end } of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else out.push({ start, end });
  }
  return out;
}

interface OfferOptions {
  rules: BookingRules;
  feeds: Pick<FeedReader, 'busy'>;
  store: Pick<HoldStore, 'heldTimes'>;
  /** The clinicians with a feed. */
  ids: readonly string[];
  now: () => number;
}

export function createOffers({ rules, feeds, store, ids, now }: OfferOptions) {
  const consultationMs = rules.consultationMinutes * 60_000;

  /** The clinicians whose feed has been read and is not too old. */
  const fresh = () => ids.filter((id) => feeds.busy(id) !== null);

  async function offeredOf(clinicianIds: readonly string[], at: number): Promise<OfferedTime[]> {
    const held = clinicianIds.length > 0 ? await store.heldTimes(at) : [];
    return clinicianIds
      .flatMap((clinicianId) => {
        const busy = feeds.busy(clinicianId);
        if (!busy) return [];
        const taken = held.filter((h) => h.clinicianId === clinicianId);
        return freeTimes(rules, merged([...busy, ...taken]), at).map((time) => ({ ...time, clinicianId }));
      })
      .sort((a, b) => a.start - b.start);
  }

  const nextThree = async (clinicianId: string, at = now()) =>
    (await offeredOf(ids.includes(clinicianId) ? [clinicianId] : [], at)).slice(0, 3);

  /** Whether a held time has become busy in the clinician's feed since it was asked for. */
  const nowBusy = (hold: Interval & { clinicianId: string }) =>
    (feeds.busy(hold.clinicianId) ?? []).some((b) => b.start < hold.end && b.end > hold.start);

  async function check(
    { clinicianId, start, forWhom }: { clinicianId: string; start: string; forWhom: string },
    at: number,
  ): Promise<DeskCheck> {
    const instant = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?Z$/.test(start) ? Date.parse(start) : NaN;
    if (!ids.includes(clinicianId) || !Number.isFinite(instant)) {
      return { ok: false, status: 400, error: TIME_ERROR, next: [] };
    }
    if (!PRACTICE.audiences.some((a) => a.id === forWhom)) {
      return { ok: false, status: 400, error: FOR_WHOM_ERROR, next: [] };
    }
    const busy = feeds.busy(clinicianId);
    const held = (await store.heldTimes(at)).filter(
      (h) => h.clinicianId === clinicianId && h.start !== instant,
    );
    if (!busy || !isFree(rules, merged([...busy, ...held]), at, instant)) {
      return {
        ok: false,
        status: 409,
        error: NOT_OFFERED,
        next: (await nextThree(clinicianId, at)).map(wire),
      };
    }
    return { ok: true, hold: { clinicianId, start: instant, end: instant + consultationMs, forWhom } };
  }

  return { fresh, offeredOf, nextThree, nowBusy, check };
}
