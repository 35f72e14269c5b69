import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage } from '../../../../domain/schemas/content';
import { api } from '../../../lib/api';

export async function getContentPage(slug: string, signal?: AbortSignal): Promise<ContentPage> {
  return api<ContentPage>(`/v1/content/pages/${encodeURIComponent(slug)}`, { signal });
}

export function getContentPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['content', 'pages', slug],
    queryFn: ({ signal }) => getContentPage(slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useContentPage(slug: string) {
  return useQuery(getContentPageQueryOptions(slug));
}
