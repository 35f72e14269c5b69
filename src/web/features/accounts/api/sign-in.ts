import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { completeSignIn } from '../lib/signed-in';
import { apiPath } from '../../../../domain/api-paths';

export type Credentials = { email: string; password: string };
export type AuthAnswer = { token?: string; user?: { id: string; email: string } };

/** POST /v1/auth/sign-in/email. Failures: USER_NOT_FOUND, INVALID_EMAIL_OR_PASSWORD, USER_DISABLED, RATE_LIMITED. */
export async function signIn(credentials: Credentials): Promise<AuthAnswer> {
  return api<AuthAnswer>(apiPath('/v1/auth/sign-in/email'), { method: 'POST', body: credentials });
}

/** Signs in, then reads the new session and loads the person's data (pending until both are done). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: Credentials) => {
      await signIn(credentials);
      return completeSignIn(queryClient, 'login');
    },
  });
}
