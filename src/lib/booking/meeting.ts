/**
 * How a free consultation happens, in the practice's words: a phone call when the visitor left a number
 * (the clinician calls her), else a video call. The booking form, her record, its page and her emails
 * all say it from here. Imported by plain Node too: erasable TypeScript only.
 */
import { PRACTICE } from '#practice';

export type Meeting = 'phone' | 'video';

/** The clinician as the visitor meets them: name and credentials ("Alex Moreno, LPC"). */
export function clinicianLine(clinicianId: string): string {
  const clinician = PRACTICE.therapists.find((t) => t.id === clinicianId);
  return clinician ? `${clinician.name}, ${clinician.credentials}` : clinicianId;
}

/** The last four digits of a phone number, as the words name it; empty without a number. */
export const phoneEnding = (phone: string | null | undefined): string =>
  (phone ?? '').replace(/\D/g, '').slice(-4);

export const meetingOf = (phone: string | null | undefined): Meeting =>
  phoneEnding(phone) ? 'phone' : 'video';

/** The sentence that says how this consultation happens, who calls whom and from which number. */
export function meetingWords(o: {
  meeting: Meeting;
  clinicianId: string;
  minutes: number;
  ending: string;
}): string {
  const words = PRACTICE.booking?.meeting[o.meeting] ?? '';
  const clinician = PRACTICE.therapists.find((t) => t.id === o.clinicianId)?.name ?? o.clinicianId;
  const values: Record<string, string> = {
    clinician,
    minutes: String(o.minutes),
    ending: o.ending,
    from: PRACTICE.phone.display,
  };
  return words.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
