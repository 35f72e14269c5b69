import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { completeSignIn } from '../lib/signed-in';
import { apiPath } from '../../../../domain/api-paths';

export type Credentials = { email: string; password: string };
export type AuthAnswer = {
  token?: string;
  user?: { id: string; email: string };
  /** The account has a second factor: no session until the second step (decision 056). */
  twoFactorRedirect?: boolean;
};

/** The password was right and the account asks for its second step (a code or a passkey). */
export class SecondStepNeeded extends Error {
  constructor() {
    super('second step');
    this.name = 'SecondStepNeeded';
  }
}

/** POST /v1/auth/sign-in/email. Failures: USER_NOT_FOUND, INVALID_EMAIL_OR_PASSWORD, USER_DISABLED, RATE_LIMITED. */
export async function signIn(credentials: Credentials): Promise<AuthAnswer> {
  return api<AuthAnswer>(apiPath('/v1/auth/sign-in/email'), { method: 'POST', body: credentials });
}

/** Signs in, then reads the new session and loads the person's data (pending until both are done). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: Credentials) => {
      const answer = await signIn(credentials);
      if (answer?.twoFactorRedirect) throw new SecondStepNeeded();
      return completeSignIn(queryClient, 'login');
    },
  });
}
