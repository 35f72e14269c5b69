// Registers the service worker (issue 29, decision 052) once the page has loaded and the browser is
// idle, so it never competes with the first paint; tells the app when a new version waits.

import { useSyncExternalStore } from 'react';

type UpdateState = { waiting: boolean };
let state: UpdateState = { waiting: false };
const listeners = new Set<() => void>();
let applyUpdate: (() => Promise<void>) | null = null;

function setState(next: UpdateState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Whether a new version of the app is installed and waits for the person to reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state.waiting,
    () => false,
  );
}

/** Starts the new version: it takes over and the page reloads into it. */
export async function reloadIntoUpdate(): Promise<void> {
  if (!applyUpdate) return window.location.reload();
  // The plugin reloads only pages that had a worker when they opened; a first visit kept open until
  // the next deploy has to be reloaded here once the new worker takes over.
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  await applyUpdate();
}

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60_000;

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(run, { timeout: 5000 })
    : setTimeout(run, 1000);

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () =>
    whenIdle(() => {
      void import('virtual:pwa-register').then(({ registerSW }) => {
        const update = registerSW({
          immediate: true,
          onNeedRefresh: () => setState({ waiting: true }),
          onRegisteredSW: (_url, registration) => {
            if (!registration) return;
            setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
          },
        });
        applyUpdate = () => update(true);
      });
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Asks the service worker to keep the bundles this page has already loaded: those loaded before it
 * took control went past it, and the app needs them to start without a network.
 */
export async function keepLoadedBundles(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // On a first visit the worker activates a little after the page has loaded.
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(
      (name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith('/assets/'),
    );
  // Workbox's router runs each through the route that matches it (the bundles' cache-first route).
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
