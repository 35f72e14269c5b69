import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPasswordBody } from '../../../../domain/schemas/admin-users';
import type { UserProfile } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/**
 * PUT /v1/admin/user/{userId}/password with the password in the body: the spec's form carries it in
 * the path, where logs and proxies would see it.
 */
export async function setUserPassword({
  userId,
  password,
}: AdminPasswordBody & { userId: string }): Promise<UserProfile> {
  return api<UserProfile>(apiPath('/v1/admin/user/{userId}/password', { userId }), {
    method: 'PUT',
    body: { password },
  });
}

export function useSetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
