import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { getUserQueryOptions } from '../../../lib/queries/get-user';
import { apiPath } from '../../../../domain/api-paths';

/** PUT /v1/users/{id}/referral: credits the affiliate whose link brought a signed-in person. */
export async function saveReferral(id: string, referrer: string): Promise<UserProfile> {
  return api<UserProfile>(apiPath('/v1/users/{id}/referral', { id }), {
    method: 'PUT',
    body: { referrer },
  });
}

export function useSaveReferral(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (referrer: string) => saveReferral(id, referrer),
    onSuccess: (profile) => queryClient.setQueryData(getUserQueryOptions(id).queryKey, profile),
  });
}
