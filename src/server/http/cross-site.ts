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

/**
 * Whether a request is a browser's, sent by one of this site's pages: `Sec-Fetch-Site: same-origin`, or
 * an Origin of this host's or of CONTACT_ALLOWED_ORIGINS (a page on the site's own host posting to an
 * endpoint hosted apart). A browser that predates Sec-Fetch-Site (Safari before 16.4) still sends Origin
 * with every POST, so it is counted; a request with neither (a script, curl) is no page's.
 */
export function isFromOurPages(
  request: { headers: Pick<Headers, 'get'>; url: string },
  allowedOrigins: readonly string[],
): boolean {
  const origin = request.headers.get('origin');
  if (origin && allowedOrigins.includes(origin)) return true;
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  if (!origin) return false;
  const host = request.headers.get('host') ?? new URL(request.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
