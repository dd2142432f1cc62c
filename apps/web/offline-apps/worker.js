/**
 * The service worker of a page that opens offline (decisions 038 and 044). The build
 * (offline-apps/plugin.ts) writes one per app from this file — the door's /door-sw.js (scope
 * /dashboard/chekinera) and the shared tickets' /entradas-sw.js (scope /entradas/) — filling in
 * its name, the files its pages need (the page, their code and styles, fonts, icons) and a
 * version made of their names. Each controls its own pages, nothing else.
 *
 * - Install: takes a copy of every file on the list. No skipWaiting: a new version waits
 *   until every page of the app is closed, so an update applies on the next open, never
 *   mid-use (a scan, a ticket shown at the gate).
 * - Pages: answered from the copy first (the phone opens them with no network).
 * - /api is never answered here: each page keeps its own copy of its data (the door's list in
 *   IndexedDB, a shared link's tickets in localStorage) and decides what to show offline.
 */
const NAME = '__SW_NAME__';
const VERSION = '__SW_VERSION__';
const PRECACHE = self.__SW_PRECACHE__;
/**
 * The file name of each page's own manifest, beside the page ('' when the app has one
 * manifest, on the list). A shared link's manifest names that link, so it cannot be listed.
 */
const PAGE_MANIFEST = '__SW_PAGE_MANIFEST__';
const CACHE = `${NAME}-${VERSION}`;
/** Pages' own manifests: made from the page's address alone, so kept across versions. */
const MANIFESTS = `${NAME}-manifests`;
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(CACHE)).addAll(PRECACHE);
      if (!PAGE_MANIFEST) return;
      // The page that registered this worker loaded its manifest before the worker was there.
      const manifests = await caches.open(MANIFESTS);
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages) {
        if (!page.url.startsWith(self.registration.scope)) continue;
        const path = new URL(page.url).pathname.replace(/\/$/, '');
        // A page whose address names no manifest (a mistyped link) is no reason to fail.
        await manifests.add(`${path}/${PAGE_MANIFEST}`).catch(() => undefined);
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key.startsWith(`${NAME}-`) && key !== CACHE && key !== MANIFESTS)
          await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

/** The copy in `cacheName`, else the network; an answer `keep` approves is kept for next time. */
function fromCopy(request, cacheName, keep) {
  return caches.match(request, { cacheName, ignoreSearch: true }).then(
    (copy) =>
      copy ??
      fetch(request).then((response) => {
        if (response.ok && keep) {
          const kept = response.clone();
          void caches.open(cacheName).then((cache) => cache.put(request, kept));
        }
        return response;
      }),
  );
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      caches.match(SHELL, { cacheName: CACHE }).then((page) => page ?? fetch(request)),
    );
    return;
  }
  if (PAGE_MANIFEST && url.pathname.endsWith(`/${PAGE_MANIFEST}`)) {
    // A link opened after this worker was installed: its manifest is kept on first load.
    event.respondWith(fromCopy(request, MANIFESTS, true));
    return;
  }
  // A hashed build file the list did not name (a page opened from the door's menu) is kept
  // for the next time without network. Never anything else.
  event.respondWith(fromCopy(request, CACHE, url.pathname.startsWith('/assets/')));
});
