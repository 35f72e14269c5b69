import { useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '../../../../domain/schemas/users';
import { getUserQueryOptions } from '../../accounts/api/get-user';
import { saveCard } from '../api/cards';
import { forgetPaymentSetup } from '../api/payment-setup';
import { notifyCardFailed, notifyCardSaved, notifyCardUpdating } from '../lib/notices';

/**
 * Saving a card, whichever provider made the token: 'Updating your credit card information...' while
 * it runs, then the saved card on the profile, or the catalogue's card error with the provider's
 * message. Nothing is kept on a failure (the server saves only what the provider accepted), so the
 * person can simply try again. Throws the failure for the form to show next to the fields.
 */
export function useCardSave(userId: string) {
  const queryClient = useQueryClient();
  return async (tokenise: () => Promise<string>): Promise<UserProfile> => {
    notifyCardUpdating();
    try {
      const token = await tokenise();
      const profile = await saveCard(userId, token);
      queryClient.setQueryData(getUserQueryOptions(userId).queryKey, profile);
      // The set-up (a Stripe SetupIntent) is used up by a saved card; the next card starts a new one.
      forgetPaymentSetup(queryClient, userId);
      notifyCardSaved(profile.paymentInformation.card?.last4);
      return profile;
    } catch (error) {
      notifyCardFailed(error);
      throw error;
    }
  };
}
