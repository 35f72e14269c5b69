import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentVersion } from '../../../../domain/schemas/content-admin';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { contentDocParams, contentLanguageQuery, type DocRef } from './content-document';
import { queryKeys } from '../../../lib/queries/keys';

export type ContentWrite = { doc: DocRef; document: Record<string, unknown> };

/** PUT /v1/admin/content/{kind}/{slug}/draft: a new draft version. Failures: 400 {field, code}. */
export async function saveContentDraft({ doc, document }: ContentWrite): Promise<ContentVersion> {
  return api<ContentVersion>(apiPath('/v1/admin/content/{kind}/{slug}/draft', contentDocParams(doc)), {
    method: 'PUT',
    query: contentLanguageQuery(doc),
    body: { document },
  });
}

export function useSaveContentDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.content }),
  });
}
