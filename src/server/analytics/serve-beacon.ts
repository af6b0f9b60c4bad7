/**
 * The counting endpoint on Node's own request and response, as `npm start` answers it (before Astro): the
 * same handler as the Astro route's, without a Fetch API Request or a web stream for each beacon. At 500
 * beacons a second those cost more than the rest of the handler.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BodyRead, ReadBodyOptions } from '../http/read-body.ts';
import type { BeaconHandler } from './beacon-handler.ts';

/** The body of a Node request, on read-body.ts's rules: the limit, a hard cap, a deadline. */
function readNodeBody(
  req: IncomingMessage,
  { limit, deadlineMs, drainCap = 4 * 1024 * 1024 }: ReadBodyOptions,
): Promise<BodyRead> {
  if (Number(req.headers['content-length'] ?? NaN) > drainCap) {
    return Promise.resolve({ ok: false, reason: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (result: BodyRead) => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > drainCap) {
        req.destroy();
        finish({ ok: false, reason: 'too-large' });
      } else if (received <= limit) chunks.push(chunk);
    };
    const onEnd = () =>
      finish(
        received > limit ? { ok: false, reason: 'too-large' } : { ok: true, bytes: Buffer.concat(chunks) },
      );
    const onError = () => finish({ ok: false, reason: 'unreadable' });
    const timer = setTimeout(() => finish({ ok: false, reason: 'too-slow' }), deadlineMs);
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

export async function serveBeacon(handle: BeaconHandler, req: IncomingMessage, res: ServerResponse) {
  const answer = await handle({
    method: req.method ?? 'GET',
    url: `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`,
    headers: {
      get: (name) => {
        const value = req.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    read: (options) => readNodeBody(req, options),
    address: req.socket.remoteAddress,
  });
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body ?? undefined);
}
