// The web tells "no payout account yet" from other failures by the error code the server sends
// (src/server/modules/payouts/payouts.test.ts checks the server sends exactly these bodies).

import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { apiPath } from '../../../domain/api-paths';
import { isMissingAccount, savePayoutAccount } from './payout-account';

const NO_ACCOUNT = { statusCode: 404, code: 'payouts.noAccount', message: 'invalid user or account' };
const NO_USER = { statusCode: 404, code: 'users.notFound', message: 'No such user.' };
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

async function failureOf(body: unknown, status: number): Promise<unknown> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(body, status)),
  );
  return api(apiPath('/v1/users/{id}/requirements', { id: 'u1' })).catch((error: unknown) => error);
}

describe('isMissingAccount', () => {
  it('is true for the payouts.noAccount answer', async () => {
    expect(isMissingAccount(await failureOf(NO_ACCOUNT, 404))).toBe(true);
  });

  it('goes by the code, not the words', async () => {
    expect(isMissingAccount(await failureOf({ ...NO_ACCOUNT, code: 'NOT_FOUND' }, 404))).toBe(false);
    expect(isMissingAccount(await failureOf(NO_USER, 404))).toBe(false);
    expect(
      isMissingAccount(await failureOf({ statusCode: 503, code: 'UNAVAILABLE', message: 'x' }, 503)),
    ).toBe(false);
    expect(isMissingAccount(new Error('invalid user or account'))).toBe(false);
  });
});

describe('savePayoutAccount', () => {
  const profile = { id: 'u1' };

  it('creates the account (POST) when the update answers payouts.noAccount', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT' ? json(NO_ACCOUNT, 404) : json(profile, 200),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(savePayoutAccount('u1', { token: 'btok', bankName: 'ANZ' })).resolves.toEqual({
      profile,
      created: true,
    });
    expect(fetch.mock.calls.map(([, init]) => init?.method)).toEqual(['PUT', 'POST']);
  });

  it('stops at any other failure', async () => {
    const fetch = vi.fn(async () => json(NO_USER, 404));
    vi.stubGlobal('fetch', fetch);
    await expect(savePayoutAccount('u1', { token: 'btok', bankName: null })).rejects.toMatchObject({
      code: 'users.notFound',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
