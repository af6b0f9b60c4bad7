/**
 * Vitest global setup for the cross-engine journeys: `npm start`'s server on the built site, on a free
 * port, with a data directory of its own (the contact form's messages land there).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import getPort from 'get-port';
import type { TestProject } from 'vitest/node';
import { feedEnv, startFeedServer } from '../../scripts/helpers/booking-feed-server.ts';

const root = join(import.meta.dirname, '..', '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const port = await getPort({ host: '127.0.0.1' });
  const dataDir = join(root, 'data', 'e2e-engines');
  rmSync(dataDir, { recursive: true, force: true });
  const feedPort = await getPort({ host: '127.0.0.1' });
  const feeds = await startFeedServer(feedPort);
  const server = spawn(
    process.execPath,
    ['--experimental-strip-types', '--experimental-sqlite', 'scripts/start.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CONTACT_RATE_LIMIT: '1000',
        ...feedEnv(feedPort),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the site server exited (${server.exitCode}); is there a build?`);
    const up = await fetch(`${baseURL}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the site server did not answer within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise((resolve) => feeds.close(resolve));
  };
}
