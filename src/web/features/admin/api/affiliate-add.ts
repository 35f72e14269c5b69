import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddAffiliateBody, Affiliate } from '../../../../domain/schemas/affiliates';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/**
 * PUT /v1/users/{id}/affiliate/add (administrators; the path's id is the caller's): makes the user with
 * this email an affiliate with this fee. Failures: 400 {field}; 404 affiliates.noSuchUser.
 */
export async function addAffiliate(adminId: string, body: AddAffiliateBody): Promise<Affiliate> {
  return api<Affiliate>(apiPath('/v1/users/{id}/affiliate/add', { id: adminId }), { method: 'PUT', body });
}

export function useAddAffiliate(adminId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddAffiliateBody) => addAffiliate(adminId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.affiliates.all }),
  });
}
