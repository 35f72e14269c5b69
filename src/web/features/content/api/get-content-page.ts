import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPageResponse } from '../../../../domain/schemas/content';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import type { Language } from '../../../../domain/messages/format';
import { useTranslation } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/queries/keys';

/** The page in the visitor's language; the API answers English where that language is not written. */
export async function getContentPage(
  slug: string,
  language: Language,
  signal?: AbortSignal,
): Promise<ContentPageResponse> {
  return api<ContentPageResponse>(apiPath('/v1/content/pages/{slug}', { slug }), {
    query: { language },
    signal,
  });
}

export function getContentPageQueryOptions(slug: string, language: Language) {
  return queryOptions({
    queryKey: queryKeys.content.page(slug, language),
    queryFn: ({ signal }) => getContentPage(slug, language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useContentPage(slug: string) {
  const { language } = useTranslation();
  return useQuery(getContentPageQueryOptions(slug, language));
}
