import { useQuery } from '@tanstack/react-query';
import type { ContentList } from '../../../../domain/schemas/content-admin';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/admin/content: every page (per language), collection page and widget, drafted ones too. */
export async function getContentList(signal?: AbortSignal): Promise<ContentList> {
  return api<ContentList>(apiPath('/v1/admin/content'), { signal });
}

export function useContentList() {
  return useQuery({
    queryKey: queryKeys.admin.contentList,
    queryFn: ({ signal }) => getContentList(signal),
  });
}
