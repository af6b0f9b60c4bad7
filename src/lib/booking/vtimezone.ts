/**
 * A VTIMEZONE for one zone and year, from luxon's offsets (the time-zone database), never typed by hand:
 * one observance per change of offset, from the last change before the year to the last in it.
 */
import ICAL from 'ical.js';
import { DateTime } from 'luxon';

type Component = InstanceType<typeof ICAL.Component>;

const DAY = 86_400_000;
const offsetAt = (instant: number, zone: string) => DateTime.fromMillis(instant, { zone }).offset;

/** The instants, to the minute, where the zone's offset changes between `from` and `to`. */
function changes(zone: string, from: number, to: number): number[] {
  const found: number[] = [];
  for (let day = from; day < to; day += DAY) {
    if (offsetAt(day, zone) === offsetAt(day + DAY, zone)) continue;
    let [low, high] = [day, day + DAY];
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetAt(middle, zone) === offsetAt(low, zone)) low = middle;
      else high = middle;
    }
    found.push(high);
  }
  return found;
}

const wallTime = (instant: number, offsetMinutes: number) => {
  const wall = new Date(instant + offsetMinutes * 60_000);
  return ICAL.Time.fromData({
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: 0,
    isDate: false,
  });
};

function observance(zone: string, onset: number, from: number, to: number): Component {
  const after = DateTime.fromMillis(onset, { zone });
  const part = new ICAL.Component(after.isInDST ? 'daylight' : 'standard');
  // DTSTART is the onset's local time on the clock before the change, as RFC 5545 defines it.
  part.addPropertyWithValue('dtstart', wallTime(onset, from));
  part.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromSeconds(from * 60));
  part.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromSeconds(to * 60));
  part.addPropertyWithValue('tzname', after.offsetNameShort ?? after.toFormat('ZZ'));
  return part;
}

export function vtimezone(zone: string, year: number): Component {
  const start = DateTime.fromObject({ year }, { zone: 'UTC' }).toMillis();
  const end = DateTime.fromObject({ year: year + 1 }, { zone: 'UTC' }).toMillis() + DAY;
  const component = new ICAL.Component('vtimezone');
  component.addPropertyWithValue('tzid', zone);
  const before = changes(zone, start - 400 * DAY, start);
  const onsets = [...before.slice(-1), ...changes(zone, start, end)];
  if (onsets.length === 0) {
    // A zone with no change for over a year: one observance from the year's start.
    const offset = offsetAt(start, zone);
    component.addSubcomponent(observance(zone, start, offset, offset));
  }
  for (const onset of onsets) {
    component.addSubcomponent(observance(zone, onset, offsetAt(onset - 60_000, zone), offsetAt(onset, zone)));
  }
  return component;
}
