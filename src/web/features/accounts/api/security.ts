// Sign-in and security (decision 056): Better Auth's two-factor and passkey calls under /v1/auth,
// and our own second-factor calls. Passkey ceremonies run in the browser through SimpleWebAuthn,
// the library Better Auth's passkey plugin is built on.

import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactors } from '../../../../domain/schemas/second-factor';
import { apiPath } from '../../../../domain/api-paths';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queries/keys';
import { refreshSession } from '../../../lib/session';

export type Passkey = { id: string; name?: string | null; createdAt?: string | null };
export type TotpSetUp = { totpURI: string; backupCodes: string[] };

export const secondFactorsKey = queryKeys.security.factors;
const passkeysKey = queryKeys.security.passkeys;

export function useSecondFactors(userId: string) {
  return useQuery({
    queryKey: secondFactorsKey(userId),
    queryFn: ({ signal }) =>
      api<SecondFactors>(apiPath('/v1/users/{id}/second-factors', { id: userId }), { signal }),
  });
}

export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => api<Passkey[]>(apiPath('/v1/auth/passkey/list-user-passkeys'), { signal }),
  });
}

/** After a change: the factors, the passkeys and the session (its secondFactor) are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.security.all });
    await refreshSession(queryClient);
  };
}

export const enableTotp = (password: string) =>
  api<TotpSetUp>(apiPath('/v1/auth/two-factor/enable'), { method: 'POST', body: { password } });

export function useConfirmTotp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) =>
      api(apiPath('/v1/auth/two-factor/verify-totp'), { method: 'POST', body: { code } }),
    onSuccess: refresh,
  });
}

export function useDisableTotp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (password: string) =>
      api(apiPath('/v1/auth/two-factor/disable'), { method: 'POST', body: { password } }),
    onSuccess: refresh,
  });
}

export const regenerateRecoveryCodes = (password: string) =>
  api<{ backupCodes: string[] }>(apiPath('/v1/auth/two-factor/generate-backup-codes'), {
    method: 'POST',
    body: { password },
  });

export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (name: string) => {
      const optionsJSON = await api<Parameters<typeof startRegistration>[0]['optionsJSON']>(
        apiPath('/v1/auth/passkey/generate-register-options'),
        { query: { name } },
      );
      const response = await startRegistration({ optionsJSON });
      return api(apiPath('/v1/auth/passkey/verify-registration'), {
        method: 'POST',
        body: { response, name },
      });
    },
    onSuccess: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api(apiPath('/v1/auth/passkey/delete-passkey'), { method: 'POST', body: { id } }),
    onSuccess: refresh,
  });
}

/** Signs in with a passkey (the whole sign-in, or the second step after the password). */
export async function signInWithPasskey(): Promise<void> {
  const optionsJSON = await api<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    apiPath('/v1/auth/passkey/generate-authenticate-options'),
  );
  const response = await startAuthentication({ optionsJSON });
  await api(apiPath('/v1/auth/passkey/verify-authentication'), { method: 'POST', body: { response } });
}

/** The second step after the password: a code of the app, or a recovery code. */
export const verifySecondStep = (kind: 'totp' | 'recovery', code: string) =>
  api(
    kind === 'totp'
      ? apiPath('/v1/auth/two-factor/verify-totp')
      : apiPath('/v1/auth/two-factor/verify-backup-code'),
    { method: 'POST', body: { code: code.trim() } },
  );

export function useCancelRecovery(userId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      api<SecondFactors>(apiPath('/v1/users/{id}/second-factor-recovery', { id: userId }), {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });
}
