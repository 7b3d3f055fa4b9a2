// The shop's service worker (issue 27 §2, decisions 056 and 074): the build's assets (hashed names
// that never change) from a cache once fetched, and an offline page when a page cannot be reached.
// Nothing else is kept: never a page (pages are personal: the cart, the customer's name, the form
// tokens), never an API answer. Registered by app/entry.client.tsx; served with a policy of its own
// (server/index.mjs).
const CACHE = 'spesa-static-2';
const LANGS = ['it', 'en'];
// the offline page of each language is kept under its own address (/offline?lng=en)
const offlineKey = (lng) => `/offline?lng=${lng}`;
// the language of the last page a shopper saw, as its page tells the worker (entry.client.tsx): the
// offline page in it. Kept in the cache, since a worker is stopped when idle and loses its globals.
// One worker for both languages (decision 074): a worker per language had to replace the other at
// every switch, and the browser holds that replacement while the old worker has any fetch open.
const LANG_KEY = '/sw-state/lng';
// old builds' assets are dropped once this many are kept
const MAX_ASSETS = 300;
// the offline page's own headers that still apply to it (its policy above all)
const KEPT_HEADERS = ['content-type', 'content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy'];

async function keepOfflinePage(cache, lng) {
  // as a guest: nothing of the shopper's in the page kept
  const page = await fetch(offlineKey(lng), { credentials: 'omit' });
  if (!page.ok) return;
  // without the app's scripts: shown at another page's address, they would start that page
  const html = (await page.text()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
  const headers = new Headers();
  for (const name of KEPT_HEADERS) if (page.headers.has(name)) headers.set(name, page.headers.get(name));
  await cache.put(offlineKey(lng), new Response(html, { headers }));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await Promise.all(LANGS.map((lng) => keepOfflinePage(cache, lng)));
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

self.addEventListener('message', (event) => {
  const lng = event.data?.lng;
  if (!LANGS.includes(lng)) return;
  // every page says it: written only when it changes (a write per page view on a cheap phone's storage)
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const kept = await cache.match(LANG_KEY);
      if (kept && (await kept.text()) === lng) return;
      await cache.put(LANG_KEY, new Response(lng));
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
    const assets = (await cache.keys()).filter((key) => new URL(key.url).pathname.startsWith('/assets/'));
    for (const old of assets.slice(0, Math.max(0, assets.length - MAX_ASSETS))) await cache.delete(old);
  }
  return answer;
}

async function offlineLanguage(url) {
  // an address that names its language (a switch of language) says it; else the last page's
  const asked = url.searchParams.get('lng');
  if (LANGS.includes(asked)) return asked;
  const kept = await caches.match(LANG_KEY);
  const last = kept ? await kept.text() : '';
  return LANGS.includes(last) ? last : 'it';
}

async function page(request) {
  try {
    return await fetch(request);
  } catch {
    const offline = (await caches.match(offlineKey(await offlineLanguage(new URL(request.url))))) ?? (await caches.match(offlineKey('it')));
    return offline ?? Response.error();
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
