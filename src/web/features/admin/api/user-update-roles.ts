import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRolesBody } from '../../../../domain/schemas/admin-users';
import type { UserProfile } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** PUT /v1/admin/user/{id}/roles: the whole list of stored roles. */
export async function updateUserRoles({
  userId,
  roles,
}: AdminRolesBody & { userId: string }): Promise<UserProfile> {
  return api<UserProfile>(apiPath('/v1/admin/user/{id}/roles', { id: userId }), {
    method: 'PUT',
    body: { roles },
  });
}

export function useUpdateUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
