import { describe, expect, it } from 'vitest';
import { CONTACT_ENDPOINT } from '@/lib/contact/contact-endpoint';
import { inlineScriptHashes } from '@/server/http/build-manifest';
import { cacheControlFor, contactOrigins, securityHeaders } from '@/server/http/security-headers';

describe('securityHeaders', () => {
  const headers = securityHeaders({ scriptHashes: ['sha256-abc='] });
  const csp = headers['Content-Security-Policy']!;

  it('allows inline scripts only by hash', () => {
    expect(csp).toMatch(/script-src 'self' .*'sha256-abc='/);
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toMatch(
      /unsafe-inline|'unsafe-eval'/,
    );
  });

  it('lets the site search compile WebAssembly, and nothing evaluate strings', () => {
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc).not.toMatch(/'unsafe-eval'/);
  });

  it('forbids framing and sets the hardening headers', () => {
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('lets the form post to a contact endpoint on another host', () => {
    const origins = contactOrigins(`https://api.example.org${CONTACT_ENDPOINT}`);
    expect(origins).toEqual(['https://api.example.org']);
    expect(
      securityHeaders({ scriptHashes: [], connectOrigins: origins })['Content-Security-Policy'],
    ).toContain("connect-src 'self' https://api.example.org");
    expect(contactOrigins(CONTACT_ENDPOINT)).toEqual([]);
    expect(contactOrigins(undefined)).toEqual([]);
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates pages', () => {
    expect(cacheControlFor('/_astro/client.abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/about')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/sitemap-index.xml')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/favicon.ico')).toBe('public, max-age=86400');
  });
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts and skips JSON-LD and external scripts', () => {
    const html =
      '<script>alert(1)</script><script type="application/ld+json">{}</script><script type="module" src="/a.js"></script>';
    // sha256 of "alert(1)" in base64
    expect(inlineScriptHashes(html)).toEqual(['sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=']);
  });
});
