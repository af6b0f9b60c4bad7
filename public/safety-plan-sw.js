/**
 * The safety plan's offline copy (registered by src/client/safety-plan.ts with the page itself as its
 * scope, so it controls that one page and no other). It keeps the page and the hashed files it uses (the
 * heading font), so a reload without a connection still shows the plan and its help lines. The page is
 * asked of the network first, so a new build reaches readers at once; its copy answers only offline.
 * It handles nothing but GET requests of this site: it never sends, reads or keeps what a visitor types.
 * It is registered only when a visitor keeps her plan, and "Erase from this device" unregisters it and
 * deletes its cache: after install it writes only into a cache that still exists, so an erase sticks.
 */
/** Starts with the prefix the page's erase deletes (SAFETY_PLAN_CACHE_PREFIX). */
const CACHE = 'safety-plan-v1';
/** The page's address: the registration's scope, which is the page's own path. */
const page = () => new URL(self.registration.scope).pathname;
/** Hashed build files never change under one name: a kept copy of one is always right. */
const isBuildFile = (url) => url.pathname.startsWith('/_astro/');

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const response = await fetch(page(), { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${page()} answered ${response.status}`);
      const html = await response.clone().text();
      await cache.put(page(), response);
      // The files the page names (its font, its pictures), found in its HTML and inline styles.
      const files = new Set(html.match(/\/_astro\/[^"'()\s]+/g) ?? []);
      await Promise.all([...files].map((file) => cache.add(file).catch(() => {})));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The kept copy, or null once the page's erase has deleted it: the worker then keeps nothing new. */
const keptCache = async () => ((await caches.has(CACHE)) ? caches.open(CACHE) : null);

async function fromNetworkFirst(request) {
  const cache = await keptCache();
  try {
    const response = await fetch(request);
    if (response.ok && cache) await cache.put(page(), response.clone());
    return response;
  } catch (error) {
    const copy = await cache?.match(page());
    if (copy) return copy;
    throw error;
  }
}

async function fromCacheFirst(request) {
  const cache = await keptCache();
  const copy = await cache?.match(request);
  if (copy) return copy;
  const response = await fetch(request);
  if (response.ok && cache) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname === page()) {
    event.respondWith(fromNetworkFirst(request));
  } else if (isBuildFile(url)) {
    event.respondWith(fromCacheFirst(request));
  }
});
