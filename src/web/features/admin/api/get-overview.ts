import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '../../../../domain/schemas/admin-overview';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/admin/overview (bookings:read-any): the last 30 days, day by day, with totals. */
export async function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return api<AdminOverview>(apiPath('/v1/admin/overview'), { signal });
}

export function getOverviewQueryOptions() {
  return queryOptions({
    // Under 'admin' with the other admin reads, so what invalidates them refreshes this too.
    queryKey: queryKeys.admin.overview,
    queryFn: ({ signal }) => getOverview(signal),
  });
}

export function useOverview(enabled = true) {
  return useQuery({ ...getOverviewQueryOptions(), enabled });
}
