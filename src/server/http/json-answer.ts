/** The endpoints' JSON answers (`{ok: true, ...}` or `{ok: false, error}`), never cached. */
export function jsonAnswer(
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}
