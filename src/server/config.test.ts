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

describe('the proxies trusted to tell the client’s address (TRUST_PROXY)', () => {
  const env = { DATA_DIR: '/srv/stopover' };

  it('trusts none by default', () => {
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it('takes addresses, CIDR ranges and the named ranges, comma-separated', () => {
    expect(
      loadConfig({ ...env, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8,192.168.0.0/255.255.0.0,loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8', '192.168.0.0/255.255.0.0', 'loopback']);
  });

  it('refuses values that would let any client choose its address, and ones it cannot read', () => {
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: "true" would let any client',
    );
    expect(() => loadConfig({ ...env, TRUST_PROXY: '2' })).toThrow('TRUST_PROXY: "2" would let any client');
    expect(() => loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/33,proxy.internal' })).toThrow(
      'TRUST_PROXY: each entry must be an IP address, a CIDR range, loopback, linklocal or uniquelocal; not "10.0.0.0/33", "proxy.internal"',
    );
  });
});

describe('the external partner page (PARTNER_URL)', () => {
  const env = { DATA_DIR: '/srv/stopover' };

  it('is none unless set, and an empty value is none too', () => {
    expect(loadConfig(env).partnerUrl).toBeNull();
    expect(loadConfig({ ...env, PARTNER_URL: '' }).partnerUrl).toBeNull();
  });

  it('takes an http(s) address and refuses anything else', () => {
    expect(loadConfig({ ...env, PARTNER_URL: 'https://partners.example.org/x' }).partnerUrl).toBe(
      'https://partners.example.org/x',
    );
    expect(() => loadConfig({ ...env, PARTNER_URL: 'javascript:alert(1)' })).toThrow('PARTNER_URL');
  });
});

describe('read replicas (DATABASE_REPLICA_URLS, decision 055)', () => {
  const env = { DATA_DIR: '/srv/stopover', DATABASE_URL: 'postgres://app@primary:5432/stopover' };

  it('has none by default, and none on the embedded database', () => {
    expect(loadConfig(env).replicas).toBeNull();
    expect(loadConfig({ DATA_DIR: '/srv/stopover', DATABASE_REPLICA_URLS: '' }).replicas).toBeNull();
  });

  it('takes PostgreSQL URLs, comma-separated, with the lag bound and the read-your-writes window', () => {
    expect(
      loadConfig({
        ...env,
        DATABASE_POOL_SIZE: '8',
        DATABASE_REPLICA_URLS: 'postgres://app@replica-1:5432/stopover, postgresql://app@replica-2/stopover',
      }).replicas,
    ).toEqual({
      urls: ['postgres://app@replica-1:5432/stopover', 'postgresql://app@replica-2/stopover'],
      poolSize: 8,
      maxLagMs: 1000,
      readYourWritesMs: 5000,
    });
    expect(
      loadConfig({
        ...env,
        DATABASE_REPLICA_URLS: 'postgres://app@replica-1/stopover',
        REPLICA_MAX_LAG_MS: '3000',
        REPLICA_READ_YOUR_WRITES_MS: '10000',
      }).replicas,
    ).toMatchObject({ maxLagMs: 3000, readYourWritesMs: 10_000 });
  });

  it('refuses replicas without DATABASE_URL, and entries that are not PostgreSQL URLs', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/srv/stopover', DATABASE_REPLICA_URLS: 'postgres://app@replica-1/stopover' }),
    ).toThrow('DATABASE_REPLICA_URLS: only with DATABASE_URL');
    expect(() =>
      loadConfig({ ...env, DATABASE_REPLICA_URLS: 'postgres://app@replica-1/stopover,mysql://replica-2/x' }),
    ).toThrow('DATABASE_REPLICA_URLS: each entry must be a postgres:// or postgresql:// URL');
    expect(() => loadConfig({ ...env, DATABASE_REPLICA_URLS: 'replica-1:5432' })).toThrow(
      'DATABASE_REPLICA_URLS: each entry must be a postgres:// or postgresql:// URL',
    );
  });

  it('refuses a read-your-writes window shorter than the lag bound and a measurement’s trust', () => {
    expect(() =>
      loadConfig({
        ...env,
        DATABASE_REPLICA_URLS: 'postgres://app@replica-1/stopover',
        REPLICA_MAX_LAG_MS: '4000',
      }),
    ).toThrow('REPLICA_READ_YOUR_WRITES_MS: must be at least REPLICA_MAX_LAG_MS + 1500 (5500)');
  });
});

describe('the drain on SIGTERM (SHUTDOWN_DRAIN_MS)', () => {
  const env = { DATA_DIR: '/srv/stopover', AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters' };
  const production = { ...env, NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local' };

  it('lasts five seconds in production, where a load balancer may be in front, and none elsewhere', () => {
    expect(loadConfig(production).timeouts.drainMs).toBe(5000);
    expect(loadConfig(env).timeouts.drainMs).toBe(0);
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).timeouts.drainMs).toBe(0);
  });

  it('takes any whole number of milliseconds, none included, and refuses the rest', () => {
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '0' }).timeouts.drainMs).toBe(0);
    expect(loadConfig({ ...env, SHUTDOWN_DRAIN_MS: '15000' }).timeouts.drainMs).toBe(15000);
    expect(() => loadConfig({ ...env, SHUTDOWN_DRAIN_MS: '-1' })).toThrow('SHUTDOWN_DRAIN_MS');
  });
});
