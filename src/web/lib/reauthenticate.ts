// The calls of "Confirm it's you" (decision 057): the person's sign-in methods, giving the password
// again, and signing in again with Google or Facebook for accounts without a password.

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../domain/api-paths';
import { api } from './api';
import { queryKeys } from './queries/keys';
import { SOCIAL_PROVIDERS, startSocialSignIn, type SocialProvider } from './social-sign-in';

/** GET /v1/auth/list-accounts: how the person signs in ('credential' is a password). */
export async function listSignInMethods(signal?: AbortSignal): Promise<string[]> {
  const rows = await api<{ providerId?: unknown }[]>(apiPath('/v1/auth/list-accounts'), {
    signal,
    confirmIdentity: false,
  });
  return rows.map((row) => String(row.providerId ?? ''));
}

export function useSignInMethods(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.signInMethods,
      queryFn: ({ signal }) => listSignInMethods(signal),
      enabled,
      staleTime: 60_000,
    }),
  );
}

export const socialProvidersOf = (methods: readonly string[]): SocialProvider[] =>
  methods.filter((m): m is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(m));

/** POST /v1/users/{id}/reauthenticate: the password again; 403 auth.wrongPassword when it is not. */
export async function reauthenticate(
  userId: string,
  password: string,
): Promise<{ reauthenticatedAt: string }> {
  return api(apiPath('/v1/users/{id}/reauthenticate', { id: userId }), {
    method: 'POST',
    body: { password },
    confirmIdentity: false,
  });
}

export function useReauthenticate(userId: string) {
  return useMutation({ mutationFn: (password: string) => reauthenticate(userId, password) });
}

/**
 * Signs in again with a provider, coming back to this page: the new session is a fresh sign-in.
 * Answers the provider's address to send the browser to.
 */
export async function signInAgainWith(provider: SocialProvider): Promise<{ url?: string }> {
  const here = `${window.location.pathname}${window.location.search}`;
  return startSocialSignIn(provider, { callbackURL: here, errorCallbackURL: here });
}

export function useSignInAgainWith() {
  return useMutation({ mutationFn: signInAgainWith });
}
