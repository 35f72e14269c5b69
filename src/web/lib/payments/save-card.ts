import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '../../../domain/schemas/users';
import { api } from '../api';
import { getUserQueryOptions } from '../queries/get-user';
import { forgetPaymentSetup } from './payment-setup';
import { notifyCardFailed, notifyCardSaved, notifyCardUpdating } from './notices';
import { apiPath } from '../../../domain/api-paths';

/**
 * PUT /v1/users/{id}/payment {token}: saves the tokenised card as the user's card and answers the
 * profile (paymentInformation.card holds last4 and expiry). A refused card is 402 CARD_DECLINED with
 * the provider's message; nothing is saved then.
 */
export async function saveCard(userId: string, token: string): Promise<UserProfile> {
  return api<UserProfile>(apiPath('/v1/users/{id}/payment', { id: userId }), {
    method: 'PUT',
    body: { token },
  });
}

/**
 * Saving a card, whichever provider makes the token (the mutation's argument tokenises the card):
 * 'Updating your credit card information...' while it runs, then the saved card on the profile, or
 * the catalogue's card error with the provider's message. Nothing is kept on a failure (the server
 * saves only what the provider accepted), so the person can simply try again; the form shows the
 * failure next to the fields.
 */
export function useSaveCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tokenise: () => Promise<string>) => saveCard(userId, await tokenise()),
    onMutate: () => notifyCardUpdating(),
    onSuccess: (profile) => {
      queryClient.setQueryData(getUserQueryOptions(userId).queryKey, profile);
      // The set-up (a Stripe SetupIntent) is used up by a saved card; the next card starts a new one.
      forgetPaymentSetup(queryClient, userId);
      notifyCardSaved(profile.paymentInformation.card?.last4);
    },
    onError: (error) => notifyCardFailed(error),
  });
}
