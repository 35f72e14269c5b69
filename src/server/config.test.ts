import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the payments provider in the configuration', () => {
  const env = { DATA_DIR: '/srv/stopover', AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters' };
  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };

  it('runs the local test provider by default outside production', () => {
    expect(loadConfig(env).payments).toEqual({ kind: 'local' });
    expect(loadConfig({ ...env, ...stripeKeys }).payments.kind).toBe('stripe');
  });

  it('refuses to start production without Stripe unless told to use the test provider', () => {
    expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(
      'STRIPE_SECRET_KEY: required in production (or PAYMENTS_PROVIDER=local for the test provider)',
    );
    expect(loadConfig({ ...env, NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local' }).payments).toEqual({
      kind: 'local',
    });
    expect(loadConfig({ ...env, NODE_ENV: 'production', ...stripeKeys }).payments.kind).toBe('stripe');
  });

  it('names the missing Stripe settings', () => {
    expect(() => loadConfig({ ...env, PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      'STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER is stripe',
    );
    expect(() => loadConfig({ ...env, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set',
    );
  });
});
