/**
 * Whether a request comes from another site's page. A post from another site would let any page send
 * messages or beacons through our visitors' browsers, so the endpoints refuse it (403); origins listed
 * in CONTACT_ALLOWED_ORIGINS may post.
 */
export function isCrossSite(
  request: { headers: Pick<Headers, 'get'>; url: string },
  allowedOrigins: readonly string[],
): boolean {
  const origin = request.headers.get('origin');
  if (origin && allowedOrigins.includes(origin)) return false;
  const site = request.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  if (!origin) return false;
  const host = request.headers.get('host') ?? new URL(request.url).host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
