import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile, UserUpdate } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { refreshSession } from '../../../lib/session';
import { getUserQueryOptions } from '../../../lib/queries/get-user';
import { apiPath } from '../../../../domain/api-paths';

/**
 * PUT /v1/users/{id}: sends only the parts to change; answers the updated profile. Failures: 400
 * {field, message}; 403 INVALID_PASSWORD (the password given for an email change); 409 CONFLICT
 * (the email is taken).
 */
export async function updateUser(id: string, update: UserUpdate): Promise<UserProfile> {
  return api<UserProfile>(apiPath('/v1/users/{id}', { id }), { method: 'PUT', body: update });
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UserUpdate) => updateUser(id, update),
    onSuccess: async (profile, update) => {
      queryClient.setQueryData(getUserQueryOptions(id).queryKey, profile);
      // The header and guards read the session's copy of names, email and its verification.
      if (update.email || update.names) await refreshSession(queryClient);
    },
  });
}
