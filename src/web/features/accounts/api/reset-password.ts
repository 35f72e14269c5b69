import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';

/** POST /v1/auth/reset-password with the emailed link's token. Failure: 400 INVALID_TOKEN. */
export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  await api(apiPath('/v1/auth/reset-password'), { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
