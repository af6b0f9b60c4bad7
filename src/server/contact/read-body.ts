/**
 * Reads a request body up to a limit (issue 6: 32 KB). A larger body is still read and thrown away up to
 * a hard cap, so the client gets its 413 answer instead of a reset connection; past the cap the stream
 * is cancelled.
 */
export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' };

export async function readBodyWithLimit(
  request: Request,
  limit: number,
  drainCap = 4 * 1024 * 1024,
): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > drainCap) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > drainCap) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: 'too-large' };
      }
      if (received <= limit) chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
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
