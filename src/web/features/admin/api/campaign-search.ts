import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignType } from '../../../../domain/campaigns';
import { CAMPAIGN_PAGE_MAX, type CampaignList } from '../../../../domain/schemas/campaigns';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** The screen's filters; an empty type or code means any. */
export type CampaignFilters = { type: CampaignType | ''; code: string };

/**
 * GET /v1/campaigns/search: up to 1000 campaigns at once, newest first (spec section 9: the table
 * pages through them 25 at a time without asking again).
 */
export async function searchCampaigns(filters: CampaignFilters, signal?: AbortSignal): Promise<CampaignList> {
  return api<CampaignList>(apiPath('/v1/campaigns/search'), {
    query: {
      type: filters.type || undefined,
      code: filters.code.trim() || undefined,
      limit: CAMPAIGN_PAGE_MAX,
    },
    signal,
  });
}

export function getCampaignsQueryOptions(filters: CampaignFilters) {
  return queryOptions({
    // Under 'admin': every admin write invalidates ['admin'], so the table shows what was just done.
    queryKey: queryKeys.admin.campaignSearch(filters),
    queryFn: ({ signal }) => searchCampaigns(filters, signal),
    // A new filter keeps the old rows on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useCampaigns(filters: CampaignFilters) {
  return useQuery(getCampaignsQueryOptions(filters));
}
