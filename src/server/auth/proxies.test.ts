// Whose address the per-address limits count: the connection's, unless it comes from a proxy that
// TRUST_PROXY lists. Built in production mode, where the app used to believe any X-Forwarded-For.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';
import { signUp, TEST_PASSWORD } from '../testing/actors';
import { SIGN_IN_LIMITS } from './rate-limit';

const PRODUCTION = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local' };
const { max } = SIGN_IN_LIMITS.perAddress;

function signInAs(t: TestContext, email: string, from: { remoteAddress: string; forwardedFor?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in/email',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

/** Sign-ins of `count` unknown emails (each answered 404 while the limit allows it); their statuses. */
async function spray(t: TestContext, count: number, from: (i: number) => Parameters<typeof signInAs>[2]) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    statuses.push((await signInAs(t, `nobody-${i}-${Math.random()}@example.test`, from(i))).statusCode);
  }
  return statuses;
}

async function sessionAddress(t: TestContext, signIn: { headers: Record<string, unknown> }) {
  const session = await t.app.inject({
    url: '/v1/auth/get-session',
    headers: { authorization: `Bearer ${String(signIn.headers['set-auth-token'])}` },
  });
  return session.json().session.ipAddress as string;
}

describe('in production with no TRUST_PROXY (trust none)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION);
  });
  afterAll(() => t.close());

  it('does not widen the last open slot of the per-address limit for different X-Forwarded-For values', async () => {
    const direct = { remoteAddress: '203.0.113.5' };
    expect(new Set(await spray(t, max - 1, () => direct))).toEqual(new Set([404]));
    const spoofed = await spray(t, 5, (i) => ({ ...direct, forwardedFor: `198.51.100.${i + 1}` }));
    expect(spoofed).toEqual([404, 429, 429, 429, 429]);
  });

  it('records the connection’s address on a session, whatever X-Forwarded-For says', async () => {
    await signUp(t, 'piwakawaka@example.test');
    const res = await signInAs(t, 'piwakawaka@example.test', {
      remoteAddress: '203.0.113.6',
      forwardedFor: '198.51.100.77',
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionAddress(t, res)).toBe('203.0.113.6');
  });
});

describe('in production with TRUST_PROXY set to the loopback address', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ ...PRODUCTION, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('counts the per-address limit by the client address the proxy forwards', async () => {
    const proxied = (client: string) => ({ remoteAddress: '127.0.0.1', forwardedFor: client });
    const first = await spray(t, max + 1, () => proxied('198.51.100.10'));
    expect(first.slice(0, max).every((status) => status === 404)).toBe(true);
    expect(first[max]).toBe(429);
    // Another client behind the same proxy has its own limit.
    expect(await spray(t, 1, () => proxied('198.51.100.11'))).toEqual([404]);
  });

  it('records the forwarded address on a session, and ignores X-Forwarded-For from anyone else', async () => {
    await signUp(t, 'riroriro@example.test');
    const viaProxy = await signInAs(t, 'riroriro@example.test', {
      remoteAddress: '127.0.0.1',
      forwardedFor: '198.51.100.20',
    });
    expect(await sessionAddress(t, viaProxy)).toBe('198.51.100.20');
    const direct = await signInAs(t, 'riroriro@example.test', {
      remoteAddress: '203.0.113.7',
      forwardedFor: '198.51.100.21',
    });
    expect(await sessionAddress(t, direct)).toBe('203.0.113.7');
  });
});
