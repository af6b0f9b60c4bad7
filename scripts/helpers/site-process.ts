/**
 * The real `npm start` server (scripts/start.ts on the current build) as a child process, for the
 * real-server tests and the contact benchmark: a free loopback port, its own SQLite file and mail folder
 * in a temporary directory unless the caller passes DATABASE_URL, JSON logs, and everything it prints
 * kept for the caller to read. With `viaNpm`, `npm start` itself in a process group of its own, as a
 * terminal runs it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface SiteProcess {
  url: string;
  port: number;
  /** The process's id (npm's with `viaNpm`). */
  pid: number;
  dataDir: string;
  /** Everything printed on stdout and stderr so far. */
  output(): string;
  /** The JSON log lines printed on stdout so far. */
  events(): Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal: to the server, or with `viaNpm` to every process of npm start. */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if it has not exited within 15 s; removes the data folder. */
  stop(): Promise<void>;
}

export async function startSite(
  env: Record<string, string> = {},
  { viaNpm = false } = {},
): Promise<SiteProcess> {
  const port = await getPort({ host: '127.0.0.1' });
  const dataDir = mkdtempSync(join(tmpdir(), 'site-process-'));
  const [command, ...args] = viaNpm
    ? ['npm', 'start']
    : [
        process.execPath,
        '--experimental-strip-types',
        '--experimental-sqlite',
        '--no-warnings',
        join(ROOT, 'scripts', 'start.ts'),
      ];
  const child = spawn(command!, args, {
    cwd: ROOT,
    // npm start gets a process group of its own, so a signal can reach every process in it.
    detached: viaNpm,
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
  });
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
  const signal = (name: NodeJS.Signals) => {
    if (viaNpm) process.kill(-child.pid!, name);
    else child.kill(name);
  };

  const site: SiteProcess = {
    url: `http://127.0.0.1:${port}`,
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
    signal,
    async stop() {
      if (!finished) {
        signal('SIGTERM');
        const timer = setTimeout(() => signal('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // Listening is the last step of starting: once the port answers, the server is ready.
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (finished) throw new Error(`the server exited before listening:\n${output}`);
    if (await answers(port)) return site;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await site.stop();
  throw new Error(`the server did not listen within 60 s:\n${output}`);
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
