// The payment provider's errors in the API's terms, in one place (decision 010): every module that
// calls the provider (payments, payouts) goes through withProvider.

import { AppError, badRequest, notFound } from '../../../domain/errors';
import {
  AccountNotFoundError,
  CardError,
  InvalidRequestError,
  ProviderUnavailableError,
} from '../../adapters/payments/payments';

/**
 * Runs a provider call and turns its errors into the API's: a refused card is 402 with the provider's
 * message, a provider that does not answer 503 (retry), an unknown account 404 'payouts.noAccount'
 * ('invalid user or account'), refused details 400 (the provider's words as the `reason` parameter).
 */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const reason = { reason: (error as Error).message };
    if (error instanceof CardError) throw new AppError('CARD_DECLINED', 'payments.cardDeclined', reason);
    if (error instanceof ProviderUnavailableError) {
      throw new AppError('UNAVAILABLE', 'payments.providerUnavailable', reason);
    }
    if (error instanceof AccountNotFoundError) throw notFound('payouts.noAccount');
    if (error instanceof InvalidRequestError) throw badRequest('payments.providerRefused', reason);
    throw error;
  }
}
