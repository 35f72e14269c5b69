import type { CardInput } from '../../../../domain/schemas/card';
import type { UserProfile } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';

/**
 * POST /v1/payments/local/card-tokens: the local provider's stand-in for the card provider's tokens
 * endpoint (test cards only). Failures: 402 CARD_DECLINED with the provider's message (incorrect
 * number, expired card…), 400 {field} for a malformed field.
 */
export async function createLocalCardToken(card: CardInput): Promise<string> {
  const { token } = await api<{ token: string }>('/v1/payments/local/card-tokens', {
    method: 'POST',
    body: {
      cardNumber: card.cardNumber,
      expMonth: card.cardExpMonth,
      expYear: card.cardExpYear,
      cvc: card.cardCVV,
    },
  });
  return token;
}

/**
 * PUT /v1/users/{id}/payment {token}: saves the tokenised card as the user's card and answers the
 * profile (paymentInformation.card holds last4 and expiry). A refused card is 402 CARD_DECLINED with
 * the provider's message; nothing is saved then.
 */
export async function saveCard(userId: string, token: string): Promise<UserProfile> {
  return api<UserProfile>(`/v1/users/${encodeURIComponent(userId)}/payment`, {
    method: 'PUT',
    body: { token },
  });
}

/** The card fields' names in the API's answers, mapped to the form's. */
export const CARD_API_FIELDS: Readonly<Record<string, keyof CardInput>> = {
  cardNumber: 'cardNumber',
  expMonth: 'cardExpMonth',
  expYear: 'cardExpYear',
  cvc: 'cardCVV',
};
