// Stripe.js, only for the Stripe provider (decision 009): loaded from js.stripe.com the first time a
// card or bank form needs it, never bundled and never on a page that does not. The `pure` entry point
// adds the script only when `loadStripe` is called.

import type { Stripe } from '@stripe/stripe-js';
import { i18n } from '../i18n';

const loaded = new Map<string, Promise<Stripe>>();

export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!stripe) throw new Error(i18n.t('paymentUi.card.loadFailedRetry'));
        return stripe;
      });
    // A failed load (offline, blocked) may be tried again.
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}
