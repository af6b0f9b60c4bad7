/** A browser that asks not to be tracked (Global Privacy Control, or the older Do Not Track) is not counted. */
export function asksNotToBeTracked(request: Request): boolean {
  return request.headers.get('sec-gpc') === '1' || request.headers.get('dnt') === '1';
}
