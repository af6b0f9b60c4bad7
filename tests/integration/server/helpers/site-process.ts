/**
 * The real server for the tests (scripts/helpers/site-process.ts starts it), and requests written by hand.
 */
import { connect } from 'node:net';

export { ROOT, startSite, type SiteProcess } from '../../../../scripts/helpers/site-process.ts';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One request written by hand on its own connection, for what fetch() refuses to send (TRACE,
 * CONNECT, unknown methods) or sends differently (a body one byte at a time).
 */
export function rawRequest(port: number, head: string, { timeoutMs = 5000 } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms to ${head.split('\r\n')[0]}`));
    }, timeoutMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseAnswer(text));
    });
  });
}

function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = text.slice(0, end < 0 ? text.length : end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = end < 0 ? '' : text.slice(end + 4);
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: headers['transfer-encoding'] === 'chunked' ? unchunk(body) : body,
  };
}

function unchunk(body: string): string {
  let decoded = '';
  for (let at = 0; ;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.slice(at, lineEnd), 16);
    if (!(size > 0)) return decoded;
    decoded += body.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

export interface Trickle {
  /** The server's answer, and when it came (ms after the connection opened). */
  answer: Promise<RawAnswer & { afterMs: number }>;
  stop(): void;
}

/**
 * A slow client: writes `head` and then one byte of `tail` every `everyMs` until the server answers
 * or closes the connection.
 */
export function trickle(port: number, head: string, tail: string, everyMs = 1000): Trickle {
  const socket = connect(port, '127.0.0.1');
  const opened = performance.now();
  let text = '';
  let timer: ReturnType<typeof setInterval> | undefined;
  socket.setEncoding('latin1');
  const answer = new Promise<RawAnswer & { afterMs: number }>((resolve, reject) => {
    socket.on('connect', () => {
      socket.write(head);
      let sent = 0;
      timer = setInterval(() => {
        if (sent < tail.length && socket.writable) socket.write(tail[sent++]!);
      }, everyMs);
    });
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      if (!text) reject(new Error('the connection closed without an answer'));
      else resolve({ ...parseAnswer(text), afterMs: performance.now() - opened });
    });
  });
  return {
    answer,
    stop() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}
