// The caches the app and its service worker share on the device (issue 29, decision 052).

/**
 * A signed-in guest's upcoming stays and what they need offline: the session, the trips, the
 * properties with their photos and map images. Only the page writes it (lib/offline/saved-trips.ts);
 * the service worker reads it when the network fails; signing out deletes it.
 */
export const TRIPS_CACHE = 'stopover-trips-v1';

/** The hashed bundles the app has loaded: they never change under their name. */
export const ASSETS_CACHE = 'stopover-assets-v1';

/** Whose trips the trips cache holds and when they were saved (not a URL the server answers). */
export const SAVED_MARK_URL = '/offline/saved.json';

export type SavedMark = { userId: string; savedAt: string };

/** What the service worker understands from the page (vite-plugin-pwa's update sends it), besides Workbox's own messages. */
export const SKIP_WAITING = 'SKIP_WAITING';
