/**
 * A fresh machine often has a Node older than Astro 7 accepts (Debian 12 ships Node 20). With such a Node
 * first on PATH, `npm start` must still serve the site: the launcher fetches (or reuses) Node 24 and runs
 * the server with it. This runs the real command, with the machine's old Node, when there is one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { isNewEnough } from '../../scripts/launch.mjs';

const root = join(import.meta.dirname, '..', '..');

function findOldNode(): string | null {
  const candidates = [
    process.env.OLD_NODE,
    '/usr/bin/node',
    '/usr/local/bin/node',
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'node')),
  ];
  for (const candidate of candidates) {
    if (!candidate || !existsSync(candidate)) continue;
    const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout?.trim();
    if (version && !isNewEnough(version)) return candidate;
  }
  return null;
}

const oldNode = findOldNode();
const dataDir = mkdtempSync(join(tmpdir(), 'old-node-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(!oldNode)(`npm start with ${oldNode ?? 'an old Node'} first on PATH`, () => {
  it('says which Node it uses and serves the home page', async () => {
    const port = await getPort({ host: '127.0.0.1' });
    const child = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        PATH: `${dirname(oldNode!)}${delimiter}${process.env.PATH ?? ''}`,
        NODE: oldNode!,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: `file:${join(dataDir, 'contact.sqlite')}`,
        MAIL_DIR: join(dataDir, 'mail'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let response: Response | null = null;
      for (let waited = 0; waited < 90_000 && !response; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        response = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
      }
      expect(response?.status, output).toBe(200);
      expect(await response!.text()).toContain(PRACTICE.name);
      expect(output).toMatch(/Node \d+\.\d+\.\d+ is older than 22\.12, which Astro 7 needs: using Node 24\./);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }, 120_000);
});
