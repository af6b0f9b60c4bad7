/**
 * The real `npm start` server (scripts/start.ts on the current build) as a child process for one test:
 * a free loopback port, its own SQLite file and mail folder in a temporary directory unless the test
 * passes DATABASE_URL, and everything it prints kept for the test to read.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';

export const ROOT = join(import.meta.dirname, '..', '..', '..', '..');

export interface SiteProcess {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Everything printed on stdout and stderr so far. */
  output(): string;
  /** The JSON log lines printed on stdout so far. */
  events(): Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if it has not exited within 15 s; removes the data folder. */
  stop(): Promise<void>;
}

export async function startSite(env: Record<string, string> = {}): Promise<SiteProcess> {
  const port = await getPort({ host: '127.0.0.1' });
  const dataDir = mkdtempSync(join(tmpdir(), 'site-process-'));
  const child = spawn(
    process.execPath,
    [
      '--experimental-strip-types',
      '--experimental-sqlite',
      '--no-warnings',
      join(ROOT, 'scripts', 'start.ts'),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: `file:${join(dataDir, 'contact.sqlite')}`,
        MAIL_DIR: join(dataDir, 'mail'),
        LOG_FORMAT: 'json',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let finished = false;
  void exited.then(() => (finished = true));

  const url = `http://127.0.0.1:${port}`;
  const site: SiteProcess = {
    url,
    port,
    pid: child.pid!,
    dataDir,
    output: () => output,
    events: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    signal: (signal) => child.kill(signal),
    async stop() {
      if (!finished) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (finished) throw new Error(`the server exited before listening:\n${output}`);
    if (await answers(port)) return site;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await site.stop();
  throw new Error(`the server did not listen within 30 s:\n${output}`);
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

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

export function parseAnswer(text: string): RawAnswer {
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
