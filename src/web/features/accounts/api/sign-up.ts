import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { completeSignIn } from '../lib/signed-in';
import type { AuthAnswer, Credentials } from './sign-in';
import { apiPath } from '../../../../domain/api-paths';

/**
 * POST /v1/auth/sign-up/email; names come later, in onboarding. Failures: 422
 * USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL, 400 PASSWORD_TOO_SHORT, 400 INVALID_EMAIL.
 */
export async function signUp(credentials: Credentials): Promise<AuthAnswer> {
  return api<AuthAnswer>(apiPath('/v1/auth/sign-up/email'), {
    method: 'POST',
    body: { ...credentials, name: '' },
  });
}

/** Signs up, then reads the new session and loads the person's data (pending until both are done). */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: Credentials) => {
      await signUp(credentials);
      return completeSignIn(queryClient, 'sign_up');
    },
  });
}
