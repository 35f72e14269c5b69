// The authorisation matrix: every /v1 route, called by each kind of person. It reads the server's
// own route table, so a route added without a row here fails this test.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestContext } from '../testing/test-app';
import { signUp, type Actor } from '../testing/actors';
import { createLocation } from '../testing/fixtures';

type ActorName = 'anonymous' | 'guest' | 'otherGuest' | 'host' | 'otherHost' | 'admin';
const ACTORS: ActorName[] = ['anonymous', 'guest', 'otherGuest', 'host', 'otherHost', 'admin'];

type World = { people: Record<Exclude<ActorName, 'anonymous'>, Actor>; locationId: number };
/** The request to make for a route, and the status each actor must get. */
type Row = { request: (w: World) => InjectOptions; expect: Record<ActorName, number> };

const everyone = (status: number): Record<ActorName, number> =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<ActorName, number>;
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
/** The guest's own record: theirs and an administrator's to see; others are told it does not exist. */
const guestsOwn = (status: number) => ({
  anonymous: 401,
  guest: status,
  otherGuest: 404,
  host: 404,
  otherHost: 404,
  admin: status,
});

const MATRIX: Record<string, Row> = {
  'GET /v1/auth/*': { request: () => ({ url: '/v1/auth/get-session' }), expect: everyone(200) },
  'POST /v1/auth/*': {
    request: () => ({
      method: 'POST',
      url: '/v1/auth/sign-in/email',
      payload: { email: 'nobody@example.test', password: 'whatever' },
    }),
    expect: everyone(404),
  },
  'GET /v1/config': { request: () => ({ url: '/v1/config' }), expect: everyone(200) },
  'GET /v1/locations': { request: () => ({ url: '/v1/locations' }), expect: everyone(200) },
  'GET /v1/locations/:id': {
    request: (w) => ({ url: `/v1/locations/${w.locationId}` }),
    expect: everyone(200),
  },
  'GET /v1/locations/:id/availability': {
    request: (w) => ({ url: `/v1/locations/${w.locationId}/availability` }),
    expect: everyone(200),
  },
  'GET /v1/tags': { request: () => ({ url: '/v1/tags' }), expect: everyone(200) },
  'GET /v1/places': { request: () => ({ url: '/v1/places?query=Nelson' }), expect: everyone(200) },
  'GET /v1/content/pages/:slug': {
    request: () => ({ url: '/v1/content/pages/nope' }),
    expect: everyone(404),
  },
  'GET /v1/content/collectionPage/:slug': {
    request: () => ({ url: '/v1/content/collectionPage/nope' }),
    expect: everyone(404),
  },
  'GET /v1/content/collections': {
    request: () => ({ url: '/v1/content/collections' }),
    expect: everyone(200),
  },
  'GET /v1/content/widgets/:slug': {
    request: () => ({ url: '/v1/content/widgets/nope' }),
    expect: everyone(404),
  },
  'GET /v1/dev/mailbox': { request: () => ({ url: '/v1/dev/mailbox' }), expect: everyone(200) },
  'GET /v1/users': { request: () => ({ url: '/v1/users' }), expect: signedIn(200) },
  'GET /v1/users/:id': {
    request: (w) => ({ url: `/v1/users/${w.people.guest.id}` }),
    expect: guestsOwn(200),
  },
  'PUT /v1/users/:id': {
    request: (w) => ({
      method: 'PUT',
      url: `/v1/users/${w.people.guest.id}`,
      payload: { contact: { phone: '' } },
    }),
    expect: guestsOwn(200),
  },
  'PUT /v1/users/:id/referral': {
    // An unknown code: the owner (and an administrator) get as far as the code check.
    request: (w) => ({
      method: 'PUT',
      url: `/v1/users/${w.people.guest.id}/referral`,
      payload: { referrer: 'NO-SUCH-CODE' },
    }),
    expect: guestsOwn(400),
  },
  'POST /v1/users/:id/payment/setup': {
    request: (w) => ({ method: 'POST', url: `/v1/users/${w.people.guest.id}/payment/setup` }),
    expect: guestsOwn(200),
  },
  'PUT /v1/users/:id/payment': {
    // A token the provider cannot read: the owner (and an administrator) get as far as the provider.
    request: (w) => ({
      method: 'PUT',
      url: `/v1/users/${w.people.guest.id}/payment`,
      payload: { token: 'tok_bogus' },
    }),
    expect: guestsOwn(400),
  },
  'POST /v1/users/:id/account/stripe': {
    request: (w) => ({
      method: 'POST',
      url: `/v1/users/${w.people.guest.id}/account/stripe`,
      payload: { token: 'btok_bogus' },
    }),
    expect: guestsOwn(400),
  },
  'PUT /v1/users/:id/account/stripe': {
    // The guest has no payout account: 'invalid user or account', as for everyone else's.
    request: (w) => ({
      method: 'PUT',
      url: `/v1/users/${w.people.guest.id}/account/stripe`,
      payload: { token: 'btok_bogus' },
    }),
    expect: guestsOwn(404),
  },
  'GET /v1/users/:id/requirements': {
    request: (w) => ({ url: `/v1/users/${w.people.guest.id}/requirements` }),
    // The guest has no payout account: 404 NO_PAYOUT_ACCOUNT to them, 'No such user.' to others.
    expect: guestsOwn(404),
  },
  'POST /v1/users/:id/account-verification-link': {
    // Links to another site are refused once the user is reachable.
    request: (w) => ({
      method: 'POST',
      url: `/v1/users/${w.people.guest.id}/account-verification-link`,
      payload: { successUrl: 'https://elsewhere.example/ok', failureUrl: 'https://elsewhere.example/no' },
    }),
    expect: guestsOwn(400),
  },
  'POST /v1/users/:id/account-update-link': {
    request: (w) => ({
      method: 'POST',
      url: `/v1/users/${w.people.guest.id}/account-update-link`,
      payload: { successUrl: 'https://elsewhere.example/ok', failureUrl: 'https://elsewhere.example/no' },
    }),
    expect: guestsOwn(400),
  },
  'GET /v1/users/:id/account/balance': {
    request: (w) => ({ url: `/v1/users/${w.people.guest.id}/account/balance` }),
    // The guest has no payout account: 404 NO_PAYOUT_ACCOUNT to them, 'No such user.' to others.
    expect: guestsOwn(404),
  },
  'GET /v1/users/:id/account/transactions': {
    request: (w) => ({ url: `/v1/users/${w.people.guest.id}/account/transactions` }),
    // The guest has no payout account: 404 NO_PAYOUT_ACCOUNT to them, 'No such user.' to others.
    expect: guestsOwn(404),
  },
  'POST /v1/payments/webhook': {
    request: () => ({ method: 'POST', url: '/v1/payments/webhook', payload: { id: 'evt_1', type: 'ping' } }),
    expect: everyone(400),
  },
  'POST /v1/payments/local/card-tokens': {
    request: () => ({
      method: 'POST',
      url: '/v1/payments/local/card-tokens',
      payload: { cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: '40', cvc: '123' },
    }),
    expect: everyone(200),
  },
  'POST /v1/payments/local/bank-tokens': {
    request: () => ({
      method: 'POST',
      url: '/v1/payments/local/bank-tokens',
      payload: {
        accountName: 'A Host',
        accountNumber: '0068389000',
        routingNumber: '010902',
        currency: 'nzd',
        country: 'NZ',
      },
    }),
    expect: everyone(200),
  },
  'GET /v1/payments/local/account-links/:id': {
    request: () => ({ url: '/v1/payments/local/account-links/acctlink_local_nope' }),
    expect: everyone(404),
  },
  'POST /v1/payments/local/account-links/:id': {
    request: () => ({
      method: 'POST',
      url: '/v1/payments/local/account-links/acctlink_local_nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    }),
    expect: everyone(404),
  },
  'POST /v1/images': {
    request: () => ({
      method: 'POST',
      url: '/v1/images',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    }),
    expect: signedIn(400),
  },
};

let t: TestContext;
let world: World;

beforeAll(async () => {
  t = await createTestApp();
  const location = await createLocation(t.database.db, {});
  world = {
    locationId: location.id,
    people: {
      guest: await signUp(t, 'guest@access.test'),
      otherGuest: await signUp(t, 'other-guest@access.test'),
      host: await signUp(t, 'host@access.test', { accountValid: true }),
      otherHost: await signUp(t, 'other-host@access.test', { accountValid: true }),
      admin: await signUp(t, 'admin@access.test', { roles: ['system_admin'] }),
    },
  };
});
afterAll(() => t.close());

describe('the authorisation matrix', () => {
  it('has a row for every route the server serves, and no row for a route it does not', () => {
    const served = t.app.routeTable.map((r) => `${r.method} ${r.url}`).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(served);
  });

  it('declares an access rule for every route', () => {
    for (const route of t.app.routeTable) expect(['public', 'signed-in', 'admin']).toContain(route.access);
  });

  for (const actor of ACTORS) {
    it(`answers every route as it should for ${actor}`, async () => {
      const got: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const [route, row] of Object.entries(MATRIX)) {
        const request = row.request(world);
        const auth = actor === 'anonymous' ? {} : world.people[actor].headers;
        const res = await t.app.inject({
          method: 'GET',
          ...request,
          headers: { ...(request.headers ?? {}), ...auth },
        });
        got[route] = res.statusCode;
        wanted[route] = row.expect[actor];
      }
      expect(got).toEqual(wanted);
    });
  }
});
