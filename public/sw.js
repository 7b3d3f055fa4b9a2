// The shop's service worker (issue 27 §2, decision 056): the build's assets (hashed names that never
// change) from a cache once fetched, and an offline page when a page cannot be reached. Nothing else
// is kept: never a page (pages are personal: the cart, the customer's name, the form tokens), never
// an API answer. Registered by app/entry.client.tsx; served with a policy of its own (server/index.mjs).
const CACHE = 'spesa-static-1';
const OFFLINE = '/offline';
// the language of the pages that registered the worker (sw.js?lng=en): the offline page in it; a
// switch of language registers the worker anew under the other address, and it keeps the other page
const LANG = new URL(self.location.href).searchParams.get('lng') === 'en' ? 'en' : 'it';
// old builds' assets are dropped once this many are kept
const MAX_ASSETS = 300;
// the offline page's own headers that still apply to it (its policy above all)
const KEPT_HEADERS = ['content-type', 'content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // as a guest: nothing of the shopper's in the page kept
      const page = await fetch(`${OFFLINE}?lng=${LANG}`, { credentials: 'omit' });
      if (page.ok) {
        // without the app's scripts: shown at another page's address, they would start that page
        const html = (await page.text())
          .replace(/<script\b[\s\S]*?<\/script>/gi, '')
          .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
        const headers = new Headers();
        for (const name of KEPT_HEADERS) if (page.headers.has(name)) headers.set(name, page.headers.get(name));
        await cache.put(OFFLINE, new Response(html, { headers }));
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) {
    await cache.put(request, answer.clone());
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) if (!old.url.endsWith(OFFLINE)) await cache.delete(old);
  }
  return answer;
}

async function page(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE)) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (request.mode === 'navigate') event.respondWith(page(request));
});
