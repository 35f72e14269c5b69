import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { apiPath } from '../../../../domain/api-paths';

/** POST /v1/auth/request-password-reset: always answers 200, so nobody learns who has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api(apiPath('/v1/auth/request-password-reset'), {
    method: 'POST',
    body: { email, redirectTo: paths.resetPassword.href() },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
