import { fallbackRedirect } from '@/lib/fallback-redirect';

// The missing path goes to the console, for whoever debugs a broken link. On a plain static host, where
// no server can redirect, an unknown article or answer address leads back to its library.
const { pathname } = window.location;
console.warn('404 Error: User attempted to access non-existent route:', pathname);
const target = fallbackRedirect(pathname);
if (target) window.location.replace(target);
