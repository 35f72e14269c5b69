import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

export type CampaignSite = { id: number; name: string };

/** GET /v1/locations/{id}: the property's sites a Site Discount may be on (removed ones left out). */
export async function getPropertySites(locationId: number, signal?: AbortSignal): Promise<CampaignSite[]> {
  const location = await api<LocationDetail>(apiPath('/v1/locations/{id}', { id: locationId }), { signal });
  return location.propertyInformation.sites
    .filter((site) => site.status !== 'deleted')
    .map(({ id, name }) => ({ id, name }));
}

export function usePropertySites(locationId: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.admin.campaignSites(locationId),
      queryFn: ({ signal }) => getPropertySites(locationId!, signal),
    }),
    enabled: locationId !== null,
  });
}
