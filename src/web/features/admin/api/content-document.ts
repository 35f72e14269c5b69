import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../domain/messages';
import type { ContentEditState, ContentKind } from '../../../../domain/schemas/content-admin';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** Which document the content editor's calls are about (decision 024). */
export type DocRef = { kind: ContentKind; slug: string; language: Language };

/** The document's own address: its kind and slug, the parameters every content call shares. */
export const contentDocParams = (doc: DocRef) => ({ kind: doc.kind, slug: doc.slug });
/** Only pages are written per language; the others are English. */
export const contentLanguageQuery = (doc: DocRef) => ({
  language: doc.kind === 'page' ? doc.language : undefined,
});

/** GET /v1/admin/content/{kind}/{slug}?language=: what visitors see and the draft since; 404 for a new one. */
export async function getContentDocument(doc: DocRef, signal?: AbortSignal): Promise<ContentEditState> {
  return api<ContentEditState>(apiPath('/v1/admin/content/{kind}/{slug}', contentDocParams(doc)), {
    query: contentLanguageQuery(doc),
    signal,
  });
}

export function useContentDocument(doc: DocRef) {
  return useQuery({
    // Under 'admin': every admin write invalidates ['admin'].
    queryKey: queryKeys.admin.contentDocument(doc),
    queryFn: ({ signal }) => getContentDocument(doc, signal),
    retry: false,
  });
}
