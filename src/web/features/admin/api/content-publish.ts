import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentVersion } from '../../../../domain/schemas/content-admin';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { contentDocParams, contentLanguageQuery } from './content-document';
import type { ContentWrite } from './content-save-draft';
import { queryKeys } from '../../../lib/queries/keys';

/** POST /v1/admin/content/{kind}/{slug}/publish: a new published version, live at once. */
export async function publishContent({ doc, document }: ContentWrite): Promise<ContentVersion> {
  return api<ContentVersion>(apiPath('/v1/admin/content/{kind}/{slug}/publish', contentDocParams(doc)), {
    method: 'POST',
    query: contentLanguageQuery(doc),
    body: { document },
  });
}

export function usePublishContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishContent,
    // The public page is cached too: visitors of this tab see the new text.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.content }),
        queryClient.invalidateQueries({ queryKey: queryKeys.content.all }),
      ]),
  });
}
