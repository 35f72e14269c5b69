import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** DELETE /v1/users/{id}/affiliate/del (administrators): the user is no longer an affiliate. */
export async function removeAffiliate(userId: string): Promise<{ id: string; isReferrer: false }> {
  return api(apiPath('/v1/users/{id}/affiliate/del', { id: userId }), { method: 'DELETE' });
}

export function useRemoveAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAffiliate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.affiliates.all }),
  });
}
