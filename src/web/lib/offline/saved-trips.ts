// A signed-in guest's upcoming stays kept on the device for the road without signal (issue 29,
// decision 052). The page is the only writer of the trips cache: it saves exactly the answers the
// offline pages will ask for (the session, the trips, the profile, each upcoming property with its
// photos and map image), and the service worker gives them back when the network fails. Signing
// out, a session ending, or another person signing in deletes all of it.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { todayInAuckland } from '../../../domain/dates';
import type { BookingList } from '../../../domain/schemas/booking-list';
import type { LocationDetail } from '../../../domain/schemas/locations';
import { upcomingStayLocations } from '../../../domain/stays';
import { apiUrl } from '../api';
import { SAVED_MARK_URL, TRIPS_CACHE, type SavedMark } from './caches';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from '../queries/keys';

/** Photos kept per property: enough to recognise the gate, little enough for a phone. */
export const PHOTOS_PER_STAY = 3;

/** The trips list as My Trips asks for it first (lib/bookings' query with no filter, no cursor). */
export const tripsUrl = () => apiUrl(apiPath('/v1/bookings'));
export const locationUrl = (id: number) => apiPath('/v1/locations/{id}', { id });
/** The small map image around a property (decision 053). */
export const locationMapUrl = (id: number) => apiPath('/v1/locations/{id}/map.webp', { id });

const available = () => typeof window !== 'undefined' && 'caches' in window;

/** Bumped by every deletion: a save that started before it writes nothing more. */
let generation = 0;

/** Deletes everything saved for offline use on this device. */
export async function forgetSavedTrips(): Promise<void> {
  generation += 1;
  if (!available()) return;
  await caches.delete(TRIPS_CACHE);
}

export async function readSavedMark(): Promise<SavedMark | null> {
  if (!available()) return null;
  const cache = await caches.open(TRIPS_CACHE);
  const answer = await cache.match(SAVED_MARK_URL);
  return answer ? ((await answer.json()) as SavedMark) : null;
}

/**
 * Saves `userId`'s upcoming stays for offline use; answers when they were saved, or null when the
 * device cannot keep them or a sign-out came first. Fetches as the page does (cookies included);
 * an answer that fails is left out rather than failing the rest.
 */
export async function saveTripsForOffline(userId: string): Promise<SavedMark | null> {
  if (!available()) return null;
  const previous = await readSavedMark();
  if (previous && previous.userId !== userId) await forgetSavedTrips();
  const mine = generation;
  const cache = await caches.open(TRIPS_CACHE);
  const kept = new Set<string>();
  let complete = true;

  const keep = async (url: string): Promise<Response | null> => {
    const answer = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
    if (!answer?.ok || generation !== mine) {
      complete = false;
      return null;
    }
    await cache.put(url, answer.clone());
    kept.add(new URL(url, location.origin).href);
    return answer;
  };

  const [trips] = await Promise.all([
    keep(tripsUrl()),
    keep(apiPath('/v1/auth/get-session')),
    keep(apiPath('/v1/users/{id}', { id: userId })),
    keep(apiPath('/v1/config')),
    keep(apiPath('/v1/tags')),
  ]);
  if (!trips) return null;
  const list = (await trips.json()) as BookingList;
  await Promise.all(
    upcomingStayLocations(list.items, todayInAuckland()).map(async (id) => {
      const [detail] = await Promise.all([keep(locationUrl(id)), keep(locationMapUrl(id))]);
      if (!detail) return;
      const location = (await detail.json()) as LocationDetail;
      await Promise.all(location.images.slice(0, PHOTOS_PER_STAY).map((image) => keep(image.url)));
    }),
  );
  if (generation !== mine) return null;
  // A stay cancelled or over since the last save leaves the device with this one (when this save got
  // everything: a blip of the network keeps the older copies).
  for (const request of complete ? await cache.keys() : []) {
    const url = new URL(request.url);
    if (url.pathname !== SAVED_MARK_URL && !kept.has(url.href)) await cache.delete(request);
  }
  const mark: SavedMark = { userId, savedAt: new Date().toISOString() };
  await cache.put(
    SAVED_MARK_URL,
    new Response(JSON.stringify(mark), { headers: { 'content-type': 'application/json' } }),
  );
  return mark;
}

/** When the signed-in person's trips were last saved on this device (null: never, or another person's). */
export function savedMarkQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.savedTrips(userId ?? ''),
    queryFn: async () => {
      const mark = await readSavedMark();
      return mark && mark.userId === userId ? mark : null;
    },
    enabled: !!userId,
    networkMode: 'always',
    staleTime: Infinity,
  });
}

export const useSavedMark = (userId: string | undefined) => useQuery(savedMarkQueryOptions(userId));
