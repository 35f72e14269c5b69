import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tag } from '../../../domain/schemas/tags';
import { api } from '../api';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from './keys';

export async function getTags(signal?: AbortSignal): Promise<Tag[]> {
  const body = await api<{ items: Tag[] }>(apiPath('/v1/tags'), { signal });
  return body.items;
}

export function getTagsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.tags,
    queryFn: ({ signal }) => getTags(signal),
    staleTime: 10 * 60_000,
  });
}

export function useTags() {
  return useQuery(getTagsQueryOptions());
}
