/*
 * Mamata's service worker (docs/spec/architecture.md "Installable PWA with a service worker"; docs/spec/decisions.md "FCM -> Web Push").
 * - Web Push: shows the reminder or notice the server sent, and opens its screen when tapped.
 * - Offline: the app's code and the last schedule, reminders, report and notifications it fetched stay
 *   readable without a network. Saved API answers carry `x-mamata-saved-at`, which the app shows in its
 *   "Offline: showing what was saved on <date>" banner. The app deletes the saved answers at logout.
 */
const SHELL = 'mamata-shell-v1';
const API = 'mamata-api-v1';
const PRECACHE = ['/', '/manifest.webmanifest', '/logo.svg', '/icons/icon-192.png'];
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
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL && k !== API).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, cacheName, fallbackUrl) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallbackUrl ?? request, response.clone());
    return response;
  } catch (error) {
    const saved = (await cache.match(request)) ?? (fallbackUrl ? await cache.match(fallbackUrl) : undefined);
    if (saved) return saved;
    throw error;
  }
}

async function savedApi(request) {
  const cache = await caches.open(API);
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

async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(request);
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
    // the logged-in screens are one HTML page: offline, any of them opens from the saved '/'
    event.respondWith(networkFirst(request, SHELL, url.pathname.startsWith('/staff') ? undefined : '/'));
  } else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/') || url.pathname.startsWith('/images/')) {
    event.respondWith(cacheFirst(request));
  } else if (SAVED_CALLS.includes(url.pathname)) {
    event.respondWith(savedApi(request));
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
