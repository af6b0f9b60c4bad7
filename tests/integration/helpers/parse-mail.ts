/**
 * Just enough MIME for the tests: unfolded headers and the decoded text and HTML parts of the
 * multipart/alternative messages nodemailer writes.
 */
export interface ParsedMail {
  raw: string;
  envelope: { from: string; to: string[] };
  headers: Map<string, string>;
  header(name: string): string;
  text: string;
  html: string;
}

function splitHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const softBreaksGone = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < softBreaksGone.length; i += 1) {
      const hex = softBreaksGone.slice(i + 1, i + 3);
      if (softBreaksGone[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(softBreaksGone[i]!, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

function split(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  if (end < 0) return { headers: splitHeaders(raw), body: '' };
  return { headers: splitHeaders(raw.slice(0, end)), body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ParsedMail {
  const { headers, body } = split(raw);
  let text = '';
  let html = '';
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => split(part.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const partType = part.headers.get('content-type') ?? 'text/plain';
    // SMTP carries CRLF line ends; the tests compare with what the visitor typed.
    const decoded = decodeBody(
      part.body.replace(/\r?\n$/, ''),
      part.headers.get('content-transfer-encoding'),
    ).replace(/\r\n/g, '\n');
    if (partType.startsWith('text/html')) html = decoded;
    else if (partType.startsWith('text/plain')) text = decoded;
  }
  return { raw, envelope, headers, header: (name) => headers.get(name.toLowerCase()) ?? '', text, html };
}
