import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountLinkBody } from '../../../domain/schemas/payments';
import type { UserProfile } from '../../../domain/schemas/users';
import { errorMessage } from '../api';
import { i18n } from '../i18n';
import { notifyWarning } from '../notify';
import { refreshSession } from '../session';
import { getUserQueryOptions } from '../queries/get-user';
import { paymentProvider } from './payment-setup';
import { createLocalBankToken, savePayoutAccount, type BankToken } from './payout-account';
import { getRequirementsQueryOptions } from './requirements';
import { bankNameOf, bankTokenFields } from './bank';
import { continueVerification } from './continue-verification';
import { notifyHostFailed, notifyHostSaved, notifyHostUpdating } from './notices';
import { loadStripeJs } from './stripe';

/** The provider's single-use token for the bank account (spec section 7, "Bank token"). */
async function bankToken(
  provider: { provider: 'local' | 'stripe'; publishableKey: string | null },
  input: { accountName?: string | undefined; accountNumber: string },
): Promise<BankToken> {
  const fields = bankTokenFields(input);
  if (provider.provider === 'local') return createLocalBankToken(fields);
  if (!provider.publishableKey) throw new Error(i18n.t('paymentUi.notices.payoutsMisconfigured'));
  const stripe = await loadStripeJs(provider.publishableKey);
  const result = await stripe.createToken('bank_account', {
    country: fields.country,
    currency: fields.currency,
    routing_number: fields.routingNumber,
    account_number: fields.accountNumber,
    account_holder_name: fields.accountName || undefined,
    account_holder_type: 'individual',
  });
  if (result.error) throw new Error(result.error.message ?? i18n.t('paymentUi.notices.bankNotSaved'));
  return {
    token: result.token.id,
    bankName: result.token.bank_account?.bank_name ?? bankNameOf(input.accountNumber),
  };
}

export type PayoutSaveOutcome = 'saved' | 'verifying';

/**
 * Saving the bank account for payouts: 'Updating Host details...', the bank token, then the payout
 * account updated, or created when there is none (spec section 7), and 'Success!'. Afterwards the
 * requirements are read again (which also brings the account's validity up to date) and, when the
 * provider still needs anything, the browser is sent to its verification page (spec section 4).
 * Fails after its notice; answers 'verifying' when the browser is on its way to the provider, which
 * comes back to `verificationReturnUrls` when given (else the verification pages).
 */
export function useSavePayoutAccount(profile: UserProfile, verificationReturnUrls?: AccountLinkBody) {
  const queryClient = useQueryClient();
  const userId = profile.id;
  const save = async (input: {
    accountName?: string | undefined;
    accountNumber: string;
  }): Promise<PayoutSaveOutcome> => {
    const creating = profile.accountInformation.bankAccount === null;
    notifyHostUpdating();
    let saved: UserProfile;
    try {
      const token = await bankToken(await paymentProvider(queryClient), input);
      const result = await savePayoutAccount(userId, token);
      saved = result.profile;
      queryClient.setQueryData(getUserQueryOptions(userId).queryKey, saved);
      notifyHostSaved(result.created);
    } catch (error) {
      notifyHostFailed(error, creating);
      throw error;
    }
    // The account is saved: what follows may fail without undoing it (Host Details, the banner and
    // /requirements offer the verification link again).
    try {
      const requirements = await queryClient.fetchQuery({
        ...getRequirementsQueryOptions(userId),
        staleTime: 0,
      });
      // My Hosting shows for a valid account: the header reads the session's copy.
      await refreshSession(queryClient);
      if (requirements.currentlyDue.length > 0) {
        await continueVerification(userId, verificationReturnUrls);
        return 'verifying';
      }
    } catch (error) {
      notifyWarning({
        title: i18n.t('paymentUi.notices.verificationNotStarted'),
        message: i18n.t('paymentUi.notices.verificationRetry', { message: errorMessage(error) }),
      });
    }
    void queryClient.invalidateQueries({ queryKey: getUserQueryOptions(userId).queryKey });
    return 'saved';
  };
  return useMutation({ mutationFn: save });
}
