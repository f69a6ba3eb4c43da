/*
 * Mamata's service worker (docs/spec/architecture.md "Installable PWA with a service worker"; docs/spec/decisions.md "FCM -> Web Push";
 * docs/decisions/024-offline-app.md).
 * - Web Push: shows the reminder or notice the server sent, and opens its screen when tapped.
 * - Offline: every file of the build (the list scripts/precache.mjs writes into BUILD and PRECACHE below) is
 *   downloaded at install into a cache named after the build, so every screen opens offline after one online
 *   visit, also those she never opened. A new build is a new sw.js: its worker fills its own cache and only
 *   when every file is there does it take over and delete the old one (a failed download leaves the old
 *   worker and its complete cache in place). The last answers of the calls below stay readable without a
 *   network; saved API answers carry `x-mamata-saved-at`, which the app shows in its "Offline: showing what
 *   was saved on <date>" banner. The app deletes the saved answers at logout.
 */
/** Filled in by scripts/precache.mjs at build time (the development server serves this file as it is). */
const BUILD = 'dev';
const PRECACHE = ['/', '/manifest.webmanifest', '/logo.svg', '/icons/icon-192.png'];
const SHELL = `mamata-shell-${BUILD}`;
const API = 'mamata-api-v1';
/** The calls whose last answer is kept for offline reading. */
const SAVED_CALLS = [
  '/api/v1/provider/me',
  '/api/v1/provider/status',
  '/api/v1/provider/mother-table',
  '/api/v1/provider/mother-alert',
  '/api/v1/provider/baby-table',
  '/api/v1/provider/baby-alert',
  '/api/v1/provider/provider-report',
  '/api/v1/notification/provider',
  '/api/v1/public/bs-calendar',
  // the emergency screen: her palika's ambulances and support numbers, the health posts with their numbers
  '/api/v1/support/provider/numbers',
  '/api/v1/provider/health-posts',
];

/**
 * The staff console's reads kept for a health post without a signal (docs/decisions/024-offline-app.md "The nurse's
 * outbox"): her account, the people list, a person's record, schedules and deliveries, the due list and the schedule
 * items. Kept apart from the mother's and deleted at every staff login and logout (the next nurse on this device
 * never reads them).
 */
const STAFF_API = 'mamata-staff-api-v1';
const STAFF_SAVED = /^\/api\/v1\/staff\/(me|people|people\/[0-9a-f-]{36}(\/records|\/notifications)?|due|schedule-items|inbox\/counts)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      // `reload`: past the browser's HTTP cache, so a shell kept there from an older build is not taken
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL && k !== API && k !== STAFF_API).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/**
 * A page: from the network when there is one, else the build's own shell (every screen of the app is that
 * one page). The network's copy is not kept: the saved shell must stay the one whose chunks are saved.
 */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const saved = await caches.match('/', { cacheName: SHELL });
    if (saved) return saved;
    throw error;
  }
}

async function savedApi(request, name = API) {
  const cache = await caches.open(name);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const headers = new Headers(response.headers);
      headers.set('x-mamata-saved-at', new Date().toISOString());
      // the body kept is the decoded one (the server gzips larger answers): its encoding and length go with it
      headers.delete('content-encoding');
      headers.delete('content-length');
      await cache.put(request.url, new Response(await response.clone().blob(), { status: response.status, headers }));
    }
    return response;
  } catch (error) {
    const saved = await cache.match(request.url);
    if (saved) return saved;
    throw error;
  }
}

/** A file of the build: the saved copy, else the network (kept when it is one of this build's, e.g. a picture). */
async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // the logged-in screens are one HTML page: offline, any of them (and the login page) opens from the saved '/'
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/') || url.pathname.startsWith('/images/')) {
    event.respondWith(cacheFirst(request));
  } else if (SAVED_CALLS.includes(url.pathname)) {
    event.respondWith(savedApi(request));
  } else if (STAFF_SAVED.test(url.pathname)) {
    event.respondWith(savedApi(request, STAFF_API));
  }
});

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: 'Mamata', body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Mamata', {
      body: data.body || '',
      tag: data.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: data.url || '/notification-list' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/notification-list', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((w) => (w ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
