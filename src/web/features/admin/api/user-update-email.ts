import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEmailBody } from '../../../../domain/schemas/admin-users';
import type { UserProfile } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** PUT /v1/admin/user/update/{id}: the email without the user's password. 409 taken, 400 malformed. */
export async function updateUserEmail({
  userId,
  email,
}: AdminEmailBody & { userId: string }): Promise<UserProfile> {
  return api<UserProfile>(apiPath('/v1/admin/user/update/{id}', { id: userId }), {
    method: 'PUT',
    body: { email },
  });
}

export function useUpdateUserEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
