import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LocationStatus, LocationType } from '../../../../domain/constants';
import type { AdminLocationList } from '../../../../domain/schemas/locations';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** What the admin location search form asks for; empty text, type or status means any. */
export type LocationSearch = { text: string; type: LocationType | ''; status: LocationStatus | '' };

/** GET /v1/admin/locations: listed and unlisted listings, newest first, 50 a page by cursor. */
export async function searchAdminLocations(
  search: LocationSearch,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminLocationList> {
  return api<AdminLocationList>(apiPath('/v1/admin/locations'), {
    query: {
      freeFormQuery: search.text.trim() || undefined,
      type: search.type || undefined,
      status: search.status || undefined,
      cursor,
    },
    signal,
  });
}

export function getAdminLocationsQueryOptions(search: LocationSearch) {
  return infiniteQueryOptions({
    // Under 'admin': every admin write invalidates ['admin'], so the table shows what was just done.
    queryKey: queryKeys.admin.locationSearch(search),
    queryFn: ({ signal, pageParam }) => searchAdminLocations(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
    // A new search keeps the old rows on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminLocations(search: LocationSearch) {
  return useInfiniteQuery(getAdminLocationsQueryOptions(search));
}
