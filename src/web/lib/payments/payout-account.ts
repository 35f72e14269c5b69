import type { MessageCode } from '../../../domain/messages';
import type { UserProfile } from '../../../domain/schemas/users';
import { api, ApiError } from '../api';
import type { BankTokenFields } from './bank';
import { apiPath } from '../../../domain/api-paths';

export type BankToken = { token: string; bankName: string | null };

/** POST /v1/payments/local/bank-tokens: the local provider's stand-in for the provider's bank token. */
export async function createLocalBankToken(fields: BankTokenFields): Promise<BankToken> {
  const { token, bankName } = await api<{ token: string; bankName: string | null; last4: string }>(
    apiPath('/v1/payments/local/bank-tokens'),
    { method: 'POST', body: fields },
  );
  return { token, bankName };
}

const accountPath = (userId: string) => apiPath('/v1/users/{id}/account/stripe', { id: userId });

const NO_PAYOUT_ACCOUNT: MessageCode = 'payouts.noAccount';

/**
 * The answer that means the user has no payout account yet (spec section 7: 'invalid user or
 * account'), told by its code: every payout-account request answers it, and pages offer a set-up link.
 */
export const isMissingAccount = (error: unknown): boolean =>
  error instanceof ApiError && error.code === NO_PAYOUT_ACCOUNT;

/**
 * Spec section 7: PUT /v1/users/{id}/account/stripe {token}; when the answer is 'invalid user or
 * account', POST the same body to create the account. `created` says which happened.
 */
export async function savePayoutAccount(
  userId: string,
  body: BankToken,
): Promise<{ profile: UserProfile; created: boolean }> {
  try {
    return { profile: await api<UserProfile>(accountPath(userId), { method: 'PUT', body }), created: false };
  } catch (error) {
    if (!isMissingAccount(error)) throw error;
  }
  return { profile: await api<UserProfile>(accountPath(userId), { method: 'POST', body }), created: true };
}
