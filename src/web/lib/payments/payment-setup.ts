import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PaymentSetup } from '../../../domain/schemas/payments';
import type { ClientConfig } from '../../../domain/schemas/config';
import { api } from '../api';
import { getConfigQueryOptions } from '../queries/get-config';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from '../queries/keys';

/**
 * POST /v1/users/{id}/payment/setup: which card fields to show. The local provider answers
 * {provider: 'local', clientSecret: null, publishableKey: null} (our own inputs); Stripe a SetupIntent's
 * client secret and the publishable key (Stripe's hosted fields, decision 009).
 */
export async function startPaymentSetup(userId: string, signal?: AbortSignal): Promise<PaymentSetup> {
  return api<PaymentSetup>(apiPath('/v1/users/{id}/payment/setup', { id: userId }), {
    method: 'POST',
    signal,
  });
}

/**
 * Under 'users' (private, dropped on sign-out). Kept while the form is open and forgotten when it
 * closes: a SetupIntent saves one card, so the next card gets a new one.
 */
export function getPaymentSetupQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.users.paymentSetup(userId),
    queryFn: ({ signal }) => startPaymentSetup(userId, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function forgetPaymentSetup(queryClient: QueryClient, userId: string): void {
  queryClient.removeQueries({ queryKey: getPaymentSetupQueryOptions(userId).queryKey });
}

/** The provider for the bank form, from the deployment's config. */
export async function paymentProvider(queryClient: QueryClient): Promise<ClientConfig['payments']> {
  return (await queryClient.fetchQuery(getConfigQueryOptions())).payments;
}
