import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type Credentials = { email: string; password: string };
export type AuthAnswer = { token?: string; user?: { id: string; email: string } };

/** POST /v1/auth/sign-in/email. Failures: USER_NOT_FOUND, INVALID_EMAIL_OR_PASSWORD, USER_DISABLED, RATE_LIMITED. */
export async function signIn(credentials: Credentials): Promise<AuthAnswer> {
  return api<AuthAnswer>('/v1/auth/sign-in/email', { method: 'POST', body: credentials });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
