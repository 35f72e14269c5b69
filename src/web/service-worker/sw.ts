/// <reference lib="webworker" />
// Stopover's service worker (issue 29, decision 052), built by vite-plugin-pwa from this file with
// Workbox. It never slows a page that has the network: navigations go to the server first (with
// navigation preload), and the cache answers only when the network fails. What it keeps:
// - the app's shell (index.html), its entry bundles and icons, precached at install;
// - every hashed bundle the app loads (cache first: they never change under their name);
// - nothing private of its own accord: the trips cache is written by the signed-in page and read
//   here when a request to the API or to an upload cannot reach the server.

import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { ASSETS_CACHE, SKIP_WAITING, TRIPS_CACHE } from '../lib/offline/caches';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version waits until the person chooses to reload (the page's update prompt), so an open page
// never runs half old and half new.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // The page's request to the server starts while the worker wakes up.
  event.waitUntil(Promise.all([self.registration.navigationPreload?.enable(), self.clients.claim()]));
});

/** Paths the server answers itself, never with the app: the API, uploads, documents, the widget. */
const NOT_THE_APP = [/^\/v1(\/|$)/, /^\/uploads\//, /^\/docs(\/|$)/, /^\/widget\//, /^\/health/, /^\/dev\//];

// Every navigation is sent once: the browser's preload request is the one used when there is one (a
// second fetch would, say, spend a sign-in callback's one-time code twice). Only when the network
// fails does a page of the app get the shell, which draws it from what the device holds.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ event, request, url }) => {
    try {
      const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
      return preloaded ?? (await fetch(request));
    } catch (error) {
      if (NOT_THE_APP.some((path) => path.test(url.pathname))) throw error;
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

/** A request the trips cache may answer when the server cannot be reached. */
const savedForOffline = ({ url, request, sameOrigin }: { url: URL; request: Request; sameOrigin: boolean }) =>
  sameOrigin &&
  request.method === 'GET' &&
  request.mode !== 'navigate' &&
  (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/uploads/')) &&
  // Live messages (server-sent events) have nothing to replay.
  !(request.headers.get('accept') ?? '').includes('text/event-stream');

registerRoute(savedForOffline, async ({ request }) => {
  try {
    return await fetch(request);
  } catch (error) {
    const saved = await caches.match(request, { cacheName: TRIPS_CACHE });
    if (saved) return saved;
    throw error;
  }
});
