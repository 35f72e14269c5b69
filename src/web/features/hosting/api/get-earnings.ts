import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EarningsResponse } from '../../../../domain/schemas/earnings';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/users/{id}/earnings?from=YYYY-MM&to=YYYY-MM: by month, property and site (decision 050). */
export function getEarningsQueryOptions(userId: string, from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.users.earnings(userId, from, to),
    queryFn: ({ signal }) =>
      api<EarningsResponse>(apiPath('/v1/users/{id}/earnings', { id: userId }), {
        query: { from, to },
        signal,
      }),
    // The page keeps the period it shows until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
