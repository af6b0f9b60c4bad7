/**
 * The port for a Playwright run's site server (E2E_PORT; its calendar feeds take the next one). It is
 * chosen below the range Linux hands out for outgoing connections and port-0 listeners (32768 and up):
 * `npm run test:e2e` chooses it minutes before the server listens, while the suites before it open
 * thousands of connections, and a port from that range was once taken by one of them in between.
 */
import getPort, { portNumbers } from 'get-port';

const FIRST = 20_000;
const LAST = 32_000;

/** A free port whose next port is free too, from a random point of the range so two runs differ. */
export async function e2ePort(): Promise<string> {
  for (;;) {
    const from = FIRST + Math.floor(Math.random() * (LAST - FIRST));
    const port = await getPort({ host: '127.0.0.1', port: portNumbers(from, LAST) });
    if (port < LAST && (await getPort({ host: '127.0.0.1', port: port + 1 })) === port + 1)
      return String(port);
  }
}
