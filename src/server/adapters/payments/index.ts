// Chooses the payment provider once, at start-up: Stripe Connect when STRIPE_SECRET_KEY is set,
// else the local simulation kept in the database.

import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createLocalProvider, type LocalProviderOptions } from './local';
import type { PaymentsProvider } from './payments';
import { createStripeProvider } from './stripe';

/** The local provider's webhook secret: derived from AUTH_SECRET when there is one. */
export function localWebhookSecret(config: Pick<Config, 'authSecret'>): string {
  return config.authSecret
    ? `whsec_local_${createHmac('sha256', config.authSecret).update('local-payments-webhook').digest('hex')}`
    : 'whsec_local_development';
}

export function createPaymentsProvider(
  config: Pick<Config, 'payments' | 'publicUrl' | 'authSecret'>,
  db: Db,
  localOptions: Partial<LocalProviderOptions> = {},
): PaymentsProvider {
  if (config.payments.kind === 'stripe') return createStripeProvider(config.payments);
  return createLocalProvider(db, {
    publicUrl: config.publicUrl,
    webhookSecret: localWebhookSecret(config),
    ...localOptions,
  });
}
