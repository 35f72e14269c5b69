import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionPage } from '../../../domain/schemas/content';
import { api } from '../api';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from './keys';

export type CollectionSummary = Pick<CollectionPage, 'slug' | 'title' | 'thumbnail'>;

export async function getCollections(signal?: AbortSignal): Promise<CollectionSummary[]> {
  const body = await api<{ items: CollectionSummary[] }>(apiPath('/v1/content/collections'), { signal });
  return body.items;
}

export function getCollectionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.content.collections,
    queryFn: ({ signal }) => getCollections(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCollections() {
  return useQuery(getCollectionsQueryOptions());
}
