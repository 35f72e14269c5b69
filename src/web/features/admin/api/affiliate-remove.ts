import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE /v1/users/{id}/affiliate/del (administrators): the user is no longer an affiliate. */
export async function removeAffiliate(userId: string): Promise<{ id: string; isReferrer: false }> {
  return api(`/v1/users/${encodeURIComponent(userId)}/affiliate/del`, { method: 'DELETE' });
}

export function useRemoveAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAffiliate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['affiliates'] }),
  });
}
