import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PaymentSetup } from '../../../../domain/schemas/payments';
import { api } from '../../../lib/api';

/**
 * POST /v1/users/{id}/payment/setup: which card fields to show. The local provider answers
 * {provider: 'local', clientSecret: null, publishableKey: null} (our own inputs); Stripe a SetupIntent's
 * client secret and the publishable key (Stripe's hosted fields, decision 009).
 */
export async function startPaymentSetup(userId: string, signal?: AbortSignal): Promise<PaymentSetup> {
  return api<PaymentSetup>(`/v1/users/${encodeURIComponent(userId)}/payment/setup`, { method: 'POST', signal });
}

/**
 * Under 'users' (private, dropped on sign-out). Kept while the form is open and forgotten when it
 * closes: a SetupIntent saves one card, so the next card gets a new one.
 */
export function getPaymentSetupQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'payment-setup'],
    queryFn: ({ signal }) => startPaymentSetup(userId, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function forgetPaymentSetup(queryClient: QueryClient, userId: string): void {
  queryClient.removeQueries({ queryKey: getPaymentSetupQueryOptions(userId).queryKey });
}

/**
 * The provider for the bank form: the config says when it carries `payments` ({provider,
 * publishableKey}); otherwise the card set-up answer does.
 */
export async function paymentProvider(
  queryClient: QueryClient,
  userId: string,
): Promise<{ provider: PaymentSetup['provider']; publishableKey: string | null }> {
  const config = queryClient.getQueryData<{ payments?: { provider?: unknown; publishableKey?: unknown } }>(['config']);
  const fromConfig = config?.payments;
  if (fromConfig && (fromConfig.provider === 'local' || fromConfig.provider === 'stripe')) {
    return {
      provider: fromConfig.provider,
      publishableKey: typeof fromConfig.publishableKey === 'string' ? fromConfig.publishableKey : null,
    };
  }
  const setup = await queryClient.fetchQuery({ ...getPaymentSetupQueryOptions(userId), gcTime: 60_000 });
  return { provider: setup.provider, publishableKey: setup.publishableKey };
}
