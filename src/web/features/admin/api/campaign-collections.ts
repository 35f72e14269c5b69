import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionPage } from '../../../../domain/schemas/content';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

export type CollectionSummary = Pick<CollectionPage, 'slug' | 'title'>;

/** GET /v1/content/collections: the collections a Tour Discount may be on. */
export async function getCampaignCollections(signal?: AbortSignal): Promise<CollectionSummary[]> {
  return (await api<{ items: CollectionSummary[] }>(apiPath('/v1/content/collections'), { signal })).items;
}

export function useCampaignCollections() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.campaignCollections,
      queryFn: ({ signal }) => getCampaignCollections(signal),
    }),
  );
}
