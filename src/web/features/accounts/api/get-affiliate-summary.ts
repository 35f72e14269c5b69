import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AffiliateSummary } from '../../../../domain/schemas/affiliates';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/users/{id}/affiliate/summary: what the signed-in affiliate brought, was paid and is owed. */
export async function getAffiliateSummary(userId: string, signal?: AbortSignal): Promise<AffiliateSummary> {
  return api<AffiliateSummary>(apiPath('/v1/users/{id}/affiliate/summary', { id: userId }), { signal });
}

export function getAffiliateSummaryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.affiliates.summary(userId),
    queryFn: ({ signal }) => getAffiliateSummary(userId, signal),
  });
}

export function useAffiliateSummary(userId: string) {
  return useQuery(getAffiliateSummaryQueryOptions(userId));
}
