import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminActionList } from '../../../../domain/schemas/audit';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

export type AuditSubject = { userId: string } | { locationId: number };

/** GET /v1/admin/users/{id}/audit or /v1/admin/locations/{id}/audit: newest first, 50 a page. */
export async function getAudit(
  about: AuditSubject,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminActionList> {
  const url =
    'userId' in about
      ? apiPath('/v1/admin/users/{id}/audit', { id: about.userId })
      : apiPath('/v1/admin/locations/{id}/audit', { id: about.locationId });
  return api<AdminActionList>(url, { query: { cursor }, signal });
}

export function getAuditQueryOptions(about: AuditSubject) {
  return infiniteQueryOptions({
    // Under 'admin': every admin write invalidates ['admin'], so the trail shows what was just done.
    queryKey: queryKeys.admin.auditOf(about),
    queryFn: ({ signal, pageParam }) => getAudit(about, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}

export function useAudit(about: AuditSubject) {
  return useInfiniteQuery(getAuditQueryOptions(about));
}
