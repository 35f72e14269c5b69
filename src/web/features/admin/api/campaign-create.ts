import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDto, NewCampaign } from '../../../../domain/schemas/campaigns';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** POST /v1/campaigns (administrators). Failures: 400 {field, code}; 409 campaign.duplicate (field code). */
export async function createCampaign(body: NewCampaign): Promise<CampaignDto> {
  return api<CampaignDto>(apiPath('/v1/campaigns'), { method: 'POST', body });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.campaigns }),
  });
}
