import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** PUT /v1/users/{id} with `names` only: what the admin details form saves when both are given. */
export async function updateUserNames({
  userId,
  firstName,
  lastName,
}: {
  userId: string;
  firstName: string;
  lastName: string;
}): Promise<UserProfile> {
  return api<UserProfile>(apiPath('/v1/users/{id}', { id: userId }), {
    method: 'PUT',
    body: { names: { firstName, lastName } },
  });
}

export function useUpdateUserNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserNames,
    onSuccess: async (_, { userId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        // The user's own cached profile, if it is the administrator's.
        queryClient.invalidateQueries({ queryKey: queryKeys.users.one(userId) }),
      ]);
    },
  });
}
