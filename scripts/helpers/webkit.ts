/**
 * WebKitGTK driven over classic WebDriver: Debian's WebKitWebDriver starts its MiniBrowser, which needs a
 * display, so an Xvfb of our own runs beside it (a free display number, chosen by Xvfb itself). A small
 * HTTP client speaks the few W3C WebDriver commands the journeys need. One browser session for every
 * journey; storage is cleared between journeys.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import getPort from 'get-port';
import {
  describeTarget,
  markTarget,
  pageScript,
  waitUntil,
  wireTarget,
  type JourneyPage,
  type Key,
  type Target,
} from './journey-page.ts';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || 'WebKitWebDriver';
export const XVFB = process.env.XVFB || 'Xvfb';

/** W3C WebDriver key codes for the keys the journeys press. */
const KEYS: Record<Key, string> = {
  Escape: '\uE00C',
  Enter: '\uE007',
  Tab: '\uE004',
  ArrowDown: '\uE015',
  ArrowRight: '\uE014',
  Backspace: '\uE003',
  '/': '/',
  k: 'k',
};
const CONTROL = '\uE009';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export interface WebKitSession {
  call(method: string, path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

function stop(child: ChildProcess | undefined) {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

export async function launchWebKit(): Promise<WebKitSession> {
  let xvfb: ChildProcess | undefined;
  let driver: ChildProcess | undefined;
  try {
    xvfb = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    const display = await new Promise<string>((resolve, reject) => {
      xvfb!.once('error', reject);
      xvfb!.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
      (xvfb!.stdio[3] as NodeJS.ReadableStream).once('data', (data) => resolve(String(data).trim()));
    });
    const port = await getPort({ host: '127.0.0.1' });
    driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: `:${display}` },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    const request = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(base + path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const data = (await response.json()) as { value: unknown };
      if (!response.ok) {
        const value = data.value as { error?: string; message?: string };
        throw new Error(`webkit: ${method} ${path}: ${value.error}: ${value.message}`);
      }
      return data.value;
    };
    await waitUntil(() => fetch(`${base}/status`).then((r) => r.ok), 'WebKitWebDriver did not start', 10_000);
    const created = (await request('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation'] } } },
    })) as { sessionId: string };
    const session = `/session/${created.sessionId}`;
    return {
      call: (method, path, body) => request(method, session + path, body),
      async close() {
        await request('DELETE', session).catch(() => {});
        stop(driver);
        stop(xvfb);
      },
    };
  } catch (error) {
    stop(driver);
    stop(xvfb);
    throw error;
  }
}

let marks = 0;

export function webkitPage(session: WebKitSession, baseURL: string): JourneyPage {
  const run = async (fn: (...args: never[]) => unknown, args: unknown[]) => {
    // Async scripts: the last argument is WebDriver's callback; a thrown error comes back as {error}.
    const script = `const done = arguments[0]; Promise.resolve().then(() => ${pageScript(fn, args)}).then(
      (value) => done({ value: value === undefined ? null : value }),
      (error) => done({ error: String(error && error.stack || error) }));`;
    const result = (await session.call('POST', '/execute/async', { script, args: [] })) as {
      value?: unknown;
      error?: string;
    };
    if (result.error) throw new Error(`webkit: page script failed: ${result.error}`);
    return result.value;
  };
  const locate = async (target: Target) => {
    const selector = (await run(markTarget, [wireTarget(target), String(++marks)])) as string | null;
    if (!selector) throw new Error(`webkit: no visible ${describeTarget(target)} on ${await page.url()}`);
    const found = (await session.call('POST', '/element', {
      using: 'css selector',
      value: selector,
    })) as Record<string, string>;
    return found[ELEMENT]!;
  };
  const keys = async (values: string[], ctrl = false) => {
    const down = values.map((value) => ({ type: 'keyDown', value }));
    const up = values.map((value) => ({ type: 'keyUp', value }));
    const actions = ctrl
      ? [{ type: 'keyDown', value: CONTROL }, ...down, ...up, { type: 'keyUp', value: CONTROL }]
      : [...down, ...up];
    await session.call('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await session.call('DELETE', '/actions');
  };

  const page: JourneyPage = {
    engine: 'webkit',
    async goto(path) {
      await session.call('POST', '/url', { url: new URL(path, baseURL).href });
    },
    async setViewport(width, height) {
      // The window rect includes no browser chrome in automation mode, but GTK keeps a minimum width.
      await session.call('POST', '/window/rect', { width, height });
      const inner = (await run(() => [window.innerWidth, window.innerHeight], [])) as [number, number];
      if (inner[0] !== width || inner[1] !== height) {
        await session.call('POST', '/window/rect', {
          width: width * 2 - inner[0],
          height: height * 2 - inner[1],
        });
      }
    },
    viewport: async () =>
      (await run(() => ({ width: window.innerWidth, height: window.innerHeight }), [])) as {
        width: number;
        height: number;
      },
    async click(target) {
      const element = await locate(target);
      await session.call('POST', `/element/${element}/click`, {});
    },
    async type(target, text) {
      const element = await locate(target);
      await session.call('POST', `/element/${element}/value`, { text });
    },
    async press(key, options = {}) {
      await keys([KEYS[key]], options.ctrl);
    },
    async text(target) {
      const element = await locate(target);
      return String(await session.call('GET', `/element/${element}/text`))
        .replace(/\s+/g, ' ')
        .trim();
    },
    evaluate: async (fn, ...args) => (await run(fn as never, args)) as never,
    url: async () => String(await session.call('GET', '/url')),
    async back() {
      await session.call('POST', '/back', {});
    },
  };
  return page;
}
