// STAND-IN
interface InvitationInput {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: number;
  end: number;
  timeZone: string;
  stamp: number;
  summary: string;
  description: string;
  location?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email?: string };
}

const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

export function invitation(input: InvitationInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//live-deeply//booking//EN',
    `METHOD:${input.method}`,
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${utc(input.stamp)}`,
    `DTSTART:${utc(input.start)}`,
    `DTEND:${utc(input.end)}`,
    `SUMMARY:${text(input.summary)}`,
    `DESCRIPTION:${text(input.description)}`,
    ...(input.location ? [`LOCATION:${text(input.location)}`] : []),
    `ORGANIZER;CN="${input.organizer.name}":mailto:${input.organizer.email}`,
    ...(input.attendee.email ? [`ATTENDEE;CN="${input.attendee.name}";ROLE=REQ-PARTICIPANT:mailto:${input.attendee.email}`] : []),
    `STATUS:${input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
