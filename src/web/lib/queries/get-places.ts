import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Place } from '../../../domain/schemas/locations';
import { api } from '../api';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from './keys';

export async function getPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  const body = await api<{ items: Place[] }>(apiPath('/v1/places'), { query: { query }, signal });
  return body.items;
}

export function getPlacesQueryOptions(query: string) {
  const trimmed = query.trim();
  return queryOptions({
    queryKey: queryKeys.places(trimmed.toLowerCase()),
    queryFn: ({ signal }) => getPlaces(trimmed, signal),
    staleTime: Infinity,
  });
}

export function usePlaces(query: string) {
  return useQuery({ ...getPlacesQueryOptions(query), enabled: query.trim().length >= 2 });
}
