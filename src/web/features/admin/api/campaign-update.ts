import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDto, UpdateCampaignBody } from '../../../../domain/schemas/campaigns';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

export type CampaignChange = { id: number } & UpdateCampaignBody;

/**
 * PUT /v1/campaigns/{id}: a new valid-until date and/or status; status deleted deletes it.
 * Failures: 400 campaign.untilBeforeFrom (field validUntil); 404; 409 campaign.deletedForGood.
 */
export async function updateCampaign({ id, ...body }: CampaignChange): Promise<CampaignDto> {
  return api<CampaignDto>(apiPath('/v1/campaigns/{id}', { id }), { method: 'PUT', body });
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.campaigns }),
  });
}
