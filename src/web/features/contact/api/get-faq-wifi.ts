import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPageResponse } from '../../../../domain/schemas/content';
import type { Language } from '../../../../domain/messages/format';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

export const FAQ_WIFI_SLUG = 'faq-wifi';

/** GET /v1/content/pages/faq-wifi?language=: the Wifi FAQ in that language, English where it is not written. */
export async function getFaqWifi(language: Language, signal?: AbortSignal): Promise<ContentPageResponse> {
  return api<ContentPageResponse>(apiPath('/v1/content/pages/{slug}', { slug: FAQ_WIFI_SLUG }), {
    query: { language },
    signal,
  });
}

export function useFaqWifi(language: Language) {
  return useQuery(
    queryOptions({
      // The content pages' key, so the FAQ shares the cache with any other reading of the page.
      queryKey: queryKeys.content.page(FAQ_WIFI_SLUG, language),
      queryFn: ({ signal }) => getFaqWifi(language, signal),
      staleTime: 5 * 60_000,
      placeholderData: (previous) => previous,
    }),
  );
}
