import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationSearchItem } from '../../../domain/schemas/locations';
import type { StayDates } from '../../../domain/stay-search';
import { api } from '../api';
import { roundTo } from '../geo';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from './keys';

export type LocationSearch = {
  latitude?: number;
  longitude?: number;
  /** Km around the centre; the server keeps to it. */
  radius?: number;
  tags?: readonly number[];
  limit?: number;
  /** Only places open every night of this stay, each with its total (decision 020). */
  stay?: StayDates | null;
  /** Host rules (issue 27): fits a vehicle this long (m), takes pets, does not need self-containment. */
  rules?: RuleFilters;
};

export type RuleFilters = { vehicleLength?: number; pets?: boolean; selfContainedNotRequired?: boolean };

export async function searchLocations(
  search: LocationSearch,
  signal?: AbortSignal,
): Promise<LocationSearchItem[]> {
  const body = await api<{ items: LocationSearchItem[] }>(apiPath('/v1/locations'), {
    query: {
      latitude: search.latitude,
      longitude: search.longitude,
      radius: search.radius,
      tags: search.tags,
      limit: search.limit,
      arrival: search.stay?.arrival,
      departure: search.stay?.departure,
      vehicleLength: search.rules?.vehicleLength,
      pets: search.rules?.pets ? 'true' : undefined,
      selfContainedNotRequired: search.rules?.selfContainedNotRequired ? 'true' : undefined,
    },
    signal,
  });
  return body.items;
}

export function searchLocationsQueryOptions(search: LocationSearch) {
  // Rounding (about 10 m) lets tiny map nudges reuse the cached answer.
  const key = {
    latitude: search.latitude === undefined ? undefined : roundTo(search.latitude, 4),
    longitude: search.longitude === undefined ? undefined : roundTo(search.longitude, 4),
    // A map not yet laid out measures 0 km across: search without a radius then.
    radius: search.radius && search.radius >= 0.1 ? roundTo(search.radius, 1) : undefined,
    tags: [...(search.tags ?? [])].sort((a, b) => a - b),
    limit: search.limit,
    stay: search.stay ? { arrival: search.stay.arrival, departure: search.stay.departure } : null,
    rules: {
      vehicleLength: search.rules?.vehicleLength,
      pets: search.rules?.pets || undefined,
      selfContainedNotRequired: search.rules?.selfContainedNotRequired || undefined,
    },
  };
  return queryOptions({
    queryKey: queryKeys.locations.search(key),
    queryFn: ({ signal }) => searchLocations(key, signal),
  });
}

/** Keeps the previous results on screen while a new search loads. */
export function useSearchLocations(search: LocationSearch, options: { enabled?: boolean } = {}) {
  return useQuery({ ...searchLocationsQueryOptions(search), placeholderData: keepPreviousData, ...options });
}
