import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AffiliateList } from '../../../../domain/schemas/affiliates';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/users/affiliates (administrators): every affiliate with their code, fee, nights and what is owed. */
export async function getAffiliates(signal?: AbortSignal): Promise<AffiliateList> {
  return api<AffiliateList>(apiPath('/v1/users/affiliates'), { signal });
}

/** Under 'affiliates': adding, removing and paying fetch them anew. */
export function getAffiliatesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.affiliates.list,
    queryFn: ({ signal }) => getAffiliates(signal),
  });
}

export function useAffiliates() {
  return useQuery(getAffiliatesQueryOptions());
}
