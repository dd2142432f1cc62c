/**
 * The door's service worker (decision 038), registered by the door pages with scope
 * /dashboard/chekinera: it controls the scanner and the Listado Check-In, nothing else.
 * The build (door-offline/plugin.ts) fills in the list of files the scanner needs — its page,
 * its code and styles, the QR decoder's .wasm, the icons — and a version made of their names.
 *
 * - Install: takes a copy of every file on the list. No skipWaiting: a new version waits
 *   until every door page is closed, so an update applies on the next open, never mid-scan.
 * - Pages: answered from the copy first (the phone opens the scanner with no network);
 *   everything else of the site goes to the network as before.
 * - /api is never answered here: the scanner keeps its own offline list (IndexedDB) and queue.
 */
const VERSION = '__DOOR_VERSION__';
const PRECACHE = self.__DOOR_PRECACHE__;
const CACHE = `door-${VERSION}`;
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key.startsWith('door-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

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
  event.respondWith(
    caches.match(request, { cacheName: CACHE, ignoreSearch: true }).then(
      (copy) =>
        copy ??
        fetch(request).then((response) => {
          // A hashed build file the list did not name (a page opened from the door's menu):
          // kept for the next time without network. Never anything else.
          if (response.ok && url.pathname.startsWith('/assets/')) {
            const kept = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(request, kept));
          }
          return response;
        }),
    ),
  );
});
