import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../domain/api-paths';
import { api } from '../../../lib/api';
import { getSessionsQueryOptions } from './sessions';

/**
 * POST /v1/auth/change-password (Better Auth): the server ends every other session and needs a
 * recent sign-in (decision 057; the API client asks "Confirm it's you"). 400 auth.wrongPassword
 * when the current password is not it.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return api(apiPath('/v1/auth/change-password'), {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

export function useChangePassword(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      changePassword(currentPassword, newPassword),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions(userId).queryKey }),
  });
}
