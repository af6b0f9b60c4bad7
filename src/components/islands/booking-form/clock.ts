/** "Tue, Dec 2, 2:30 pm" or "2:30 pm" in a zone, with the browser's own calendar data. */
export function clockIn(iso: string, timeZone: string, withDay: boolean): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(withDay ? { weekday: 'short', month: 'short', day: 'numeric' } : {}),
  });
  return format.format(new Date(iso)).replace(/\s?([AP])M$/, (_, half: string) => ` ${half.toLowerCase()}m`);
}
