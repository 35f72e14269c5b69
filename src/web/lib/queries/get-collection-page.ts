import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionPage } from '../../../domain/schemas/content';
import { api } from '../api';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from './keys';

export async function getCollectionPage(slug: string, signal?: AbortSignal): Promise<CollectionPage> {
  return api<CollectionPage>(apiPath('/v1/content/collectionPage/{slug}', { slug }), { signal });
}

export function getCollectionPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.content.collectionPage(slug),
    queryFn: ({ signal }) => getCollectionPage(slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCollectionPage(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCollectionPageQueryOptions(slug), ...options });
}
