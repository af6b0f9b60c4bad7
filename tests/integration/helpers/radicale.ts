/**
 * A real CalDAV server for the booking's tests: Debian's `radicale`, started on a free loopback port
 * with one user and password (htpasswd, plain) and its collections in a folder of its own, removed on
 * stop. Missing, RADICALE is empty: a test skips, and fails under CI=true (.ci/run installs it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { waitUntil } from './wait.ts';

export const RADICALE = spawnSync('sh', ['-c', 'command -v radicale']).stdout.toString().trim();

/** A calendar's date-time in UTC: 20300108T150000Z. */
export const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');

export interface RadicaleServer {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  base: string;
  /** The Authorization header of the server's user. */
  basic: string;
  /** Makes the user's calendar `name` and answers its address (with a trailing slash). */
  makeCalendar(name: string): Promise<string>;
  /** Puts one calendar object (a whole VCALENDAR) into a calendar; answers the status. */
  put(calendar: string, file: string, ics: string): Promise<number>;
  stop(): void;
}

export async function startRadicale(user: string, password: string): Promise<RadicaleServer> {
  const folder = mkdtempSync(join(tmpdir(), 'radicale-'));
  const port = await getPort({ host: '127.0.0.1' });
  writeFileSync(join(folder, 'users'), `${user}:${password}\n`);
  writeFileSync(
    join(folder, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${join(folder, 'users')}`,
      'htpasswd_encryption = plain',
      '[storage]',
      `filesystem_folder = ${join(folder, 'collections')}`,
      '[rights]',
      'type = owner_only',
      '[web]',
      'type = none',
      '[logging]',
      'level = error',
    ].join('\n'),
  );
  const radicale = spawn(RADICALE, ['--config', join(folder, 'config')], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const basic = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const stop = () => {
    radicale.kill();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      () =>
        fetch(base, { method: 'OPTIONS' }).then(
          () => true,
          () => false,
        ),
      { what: 'Radicale to listen', timeoutMs: 20_000 },
    );
  } catch (error) {
    stop();
    throw error;
  }
  return {
    base,
    basic,
    async makeCalendar(name) {
      const calendar = `${base}/${user}/${name}/`;
      const made = await fetch(calendar, { method: 'MKCALENDAR', headers: { Authorization: basic } });
      if (made.status !== 201) throw new Error(`MKCALENDAR answered ${made.status}`);
      return calendar;
    },
    async put(calendar, file, ics) {
      const put = await fetch(`${calendar}${file}`, {
        method: 'PUT',
        headers: { Authorization: basic, 'Content-Type': 'text/calendar' },
        body: ics,
      });
      return put.status;
    },
    stop,
  };
}
