/**
 * Reads a request body up to a limit (32 KB for a contact message, a few KB for a beacon) and within a deadline. A larger body
 * is still read and thrown away up to a hard cap, so the client gets its 413 answer instead of a reset
 * connection; past the cap the stream is cancelled. A body that has not arrived whole by the deadline
 * (a client sending a byte a second holds a connection and a reader for as long as it likes otherwise)
 * is given up on: the caller answers 408 and closes the connection.
 */
export type BodyRead =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' | 'too-slow' };

export interface ReadBodyOptions {
  limit: number;
  /** The whole body must have arrived this many milliseconds after the reading started. */
  deadlineMs: number;
  drainCap?: number;
}

const TOO_SLOW = Symbol('too slow');

export async function readBodyWithLimit(
  request: { headers: Pick<Headers, 'get'>; body: ReadableStream<Uint8Array> | null },
  { limit, deadlineMs, drainCap = 4 * 1024 * 1024 }: ReadBodyOptions,
): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > drainCap) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };

  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof TOO_SLOW>((resolve) => {
    timer = setTimeout(() => resolve(TOO_SLOW), deadlineMs);
  });
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const read = reader.read();
      // The read left behind at the deadline fails when the connection closes; nobody waits for it.
      read.catch(() => {});
      const result = await Promise.race([read, deadline]);
      if (result === TOO_SLOW) return { ok: false, reason: 'too-slow' };
      if (result.done) break;
      received += result.value.byteLength;
      if (received > drainCap) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: 'too-large' };
      }
      if (received <= limit) chunks.push(result.value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  } finally {
    clearTimeout(timer);
  }
  if (received > limit) return { ok: false, reason: 'too-large' };

  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
