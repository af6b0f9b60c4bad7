/**
 * A delivered email as the tests read it, parsed by mailparser: its headers as they are on the wire
 * (unfolded), and the decoded text and HTML parts.
 */
import { simpleParser } from 'mailparser';

export interface ParsedMail {
  raw: string;
  envelope: { from: string; to: string[] };
  /** A header's value as written, folded lines joined; '' when absent. */
  header(name: string): string;
  text: string;
  html: string;
}

export async function parseMail(raw: string, envelope: { from: string; to: string[] }): Promise<ParsedMail> {
  const parsed = await simpleParser(raw);
  const headers = new Map(
    parsed.headerLines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    ]),
  );
  return {
    raw,
    envelope,
    header: (name) => headers.get(name.toLowerCase()) ?? '',
    // SMTP carries CRLF line ends; the tests compare with what the visitor typed.
    text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
    html: parsed.html || '',
  };
}
