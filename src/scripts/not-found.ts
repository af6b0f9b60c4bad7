import { fallbackRedirect } from '@/lib/fallback-redirect';

// SPEC.md section 2 "Not-found": the missing path goes to the console. On a plain static host, where no
// server can redirect, an unknown article or answer address leads back to its library (PRODUCT.md 5).
const { pathname } = window.location;
console.warn('404 Error: User attempted to access non-existent route:', pathname);
const target = fallbackRedirect(pathname);
if (target) window.location.replace(target);
