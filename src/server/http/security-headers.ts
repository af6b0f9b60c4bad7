/**
 * Security headers shared by the Node server and the `_headers` file written for static hosts, so
 * a page is protected the same wherever it is served. Scripts: only files from this origin plus the few inline scripts Astro writes
 * itself (island bootstrap), allowed by their SHA-256 hashes; never 'unsafe-inline'.
 */
interface SecurityHeaderOptions {
  /** 'sha256-…' sources for every inline script in the built pages. */
  scriptHashes: readonly string[];
  /** Extra origins the contact form may post to (PUBLIC_CONTACT_ENDPOINT on another host). */
  connectOrigins?: readonly string[];
}

/** Third parties, framed only after a visitor's click on a facade: nothing loads from them before. */
const FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.google.com'] as const;

function contentSecurityPolicy({ scriptHashes, connectOrigins = [] }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The site search (Pagefind) runs WebAssembly, which browsers allow only with 'wasm-unsafe-eval';
    // it lets a page compile WebAssembly, never evaluate strings as JavaScript.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptHashes.map((hash) => `'${hash}'`)],
    // Astro inlines small stylesheets and font-face rules; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectOrigins],
    'frame-src': [...FRAME_ORIGINS],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...connectOrigins],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    // A page another site opened keeps no handle on ours, and Chrome on Android gives a site that sends
    // this a process of its own: what a visitor types here is out of that site's reach.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Hashed build assets never change under the same name; everything else is revalidated. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (/\.(html|xml|txt|json)$/.test(pathname) || !/\.[a-z0-9]+$/i.test(pathname)) {
    return 'public, max-age=0, must-revalidate';
  }
  return 'public, max-age=86400';
}

/** Origins of a configured contact endpoint that is not same-origin. */
export function contactOrigins(endpoint: string | undefined): string[] {
  if (!endpoint || endpoint.startsWith('/')) return [];
  try {
    return [new URL(endpoint).origin];
  } catch {
    return [];
  }
}
