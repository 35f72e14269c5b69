import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentVersion } from '../../../../domain/schemas/content-admin';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { contentDocParams, contentLanguageQuery, type DocRef } from './content-document';
import { queryKeys } from '../../../lib/queries/keys';

/** POST /v1/admin/content/{kind}/{slug}/versions/{id}/restore: publishes a copy of that version. */
export async function restoreContentVersion({
  doc,
  id,
}: {
  doc: DocRef;
  id: number;
}): Promise<ContentVersion> {
  return api<ContentVersion>(
    apiPath('/v1/admin/content/{kind}/{slug}/versions/{id}/restore', { ...contentDocParams(doc), id }),
    {
      method: 'POST',
      query: contentLanguageQuery(doc),
    },
  );
}

export function useRestoreContentVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreContentVersion,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.content }),
        queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
      ]),
  });
}
