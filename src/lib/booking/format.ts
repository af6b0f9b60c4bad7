// STAND-IN
import { DateTime } from 'luxon';

export const formatTime = (start: number, tz: string) =>
  DateTime.fromMillis(start, { zone: tz }).toFormat('ccc, LLL d, h:mm a').replace(/AM$|PM$/, (m) => m.toLowerCase());
export const formatClock = (start: number, tz: string) =>
  DateTime.fromMillis(start, { zone: tz }).toFormat('h:mm a').toLowerCase();
export const dayKey = (start: number, tz: string) => DateTime.fromMillis(start, { zone: tz }).toISODate()!;
export const formatDayHeading = (start: number, tz: string) =>
  DateTime.fromMillis(start, { zone: tz }).toFormat('cccc, LLLL d');
export const zoneName = (start: number, tz: string) =>
  DateTime.fromMillis(start, { zone: tz }).toFormat('ZZZZZ');
