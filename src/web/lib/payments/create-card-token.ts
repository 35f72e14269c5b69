import type { CardInput } from '../../../domain/schemas/card';
import { api } from '../api';
import { apiPath } from '../../../domain/api-paths';

/**
 * POST /v1/payments/local/card-tokens: the local provider's stand-in for the card provider's tokens
 * endpoint (test cards only). Failures: 402 CARD_DECLINED with the provider's message (incorrect
 * number, expired card…), 400 {field} for a malformed field.
 */
export async function createLocalCardToken(card: CardInput): Promise<string> {
  const { token } = await api<{ token: string }>(apiPath('/v1/payments/local/card-tokens'), {
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

/** The card fields' names in the API's answers, mapped to the form's. */
export const CARD_API_FIELDS: Readonly<Record<string, keyof CardInput>> = {
  cardNumber: 'cardNumber',
  expMonth: 'cardExpMonth',
  expYear: 'cardExpYear',
  cvc: 'cardCVV',
};
