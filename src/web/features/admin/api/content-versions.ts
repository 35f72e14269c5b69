import { useQuery } from '@tanstack/react-query';
import type { ContentVersionList } from '../../../../domain/schemas/content-admin';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { contentDocParams, contentLanguageQuery, type DocRef } from './content-document';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/admin/content/{kind}/{slug}/versions: newest first, with who saved each. */
export async function getContentVersions(doc: DocRef, signal?: AbortSignal): Promise<ContentVersionList> {
  return api<ContentVersionList>(apiPath('/v1/admin/content/{kind}/{slug}/versions', contentDocParams(doc)), {
    query: contentLanguageQuery(doc),
    signal,
  });
}

export function useContentVersions(doc: DocRef) {
  return useQuery({
    queryKey: queryKeys.admin.contentVersions(doc),
    queryFn: ({ signal }) => getContentVersions(doc, signal),
  });
}
