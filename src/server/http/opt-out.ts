/**
 * A browser that asks not to be tracked (Global Privacy Control, or the older Do Not Track) is not
 * counted: neither its beacons nor the contact message it sends.
 */
export function asksNotToBeTracked(headers: Pick<Headers, 'get'>): boolean {
  return headers.get('sec-gpc') === '1' || headers.get('dnt') === '1';
}
