// The mobile apps' guard for GET and PUT /v1/users/{id} (spec section 7: profile update with names
// {firstName, lastName}, contact {phone}, image {url}, referrerEmail, email, optional id; returns the
// updated user) and for section 7's card: "the returned token is saved as paymentInformation {token}".
// Answer fields are section 3's User. Written only from the spec's words: if this file fails, an app
// written from the spec has broken.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';
import { CARD, DECLINED_CARD, expectUserFields } from './users-contract.fixtures';

let t: TestContext;
let admin: Actor;
let affiliate: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'contract-profile-admin@example.test', { roles: ['administrator'] });
  affiliate = await signUp(t, 'contract-profile-affiliate@example.test');
  const made = await t.app.inject({
    method: 'PUT',
    url: `/v1/users/${admin.id}/affiliate/add`,
    headers: admin.headers,
    payload: { email: affiliate.email },
  });
  expect(made.statusCode, made.body).toBe(200);
});
afterAll(() => t.close());

const get = (who: Actor, id = who.id) => t.app.inject({ url: `/v1/users/${id}`, headers: who.headers });
const put = (who: Actor, body: Record<string, unknown>, id = who.id) =>
  t.app.inject({ method: 'PUT', url: `/v1/users/${id}`, headers: who.headers, payload: body });

/** A card token from the provider's tokens endpoint (the local provider's, in tests). */
async function cardToken(card: Record<string, string>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/v1/payments/local/card-tokens', payload: card });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

describe('GET /v1/users/{id}, as the spec writes it', () => {
  it('answers the user with the User fields', async () => {
    const camper = await signUp(t, 'contract-profile-get@example.test');
    const res = await get(camper);
    expect(res.statusCode, res.body).toBe(200);
    expectUserFields(res.json());
    expect(res.json()).toMatchObject({ id: camper.id, email: camper.email, isReferrer: false });
  });
});

describe('PUT /v1/users/{id}, as the spec writes it', () => {
  it('updates names, contact, image and referrerEmail (with the optional id) and returns the updated user', async () => {
    const camper = await signUp(t, 'contract-profile-put@example.test');
    const res = await put(camper, {
      id: camper.id,
      names: { firstName: 'Aroha', lastName: 'Ngata' },
      contact: { phone: '+64 21 123 4567' },
      image: { url: 'https://images.example.test/aroha.jpg' },
      referrerEmail: affiliate.email,
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json();
    expectUserFields(user);
    expect(user).toMatchObject({
      id: camper.id,
      firstName: 'Aroha',
      lastName: 'Ngata',
      phone: '+64 21 123 4567',
      image: 'https://images.example.test/aroha.jpg',
    });
    expect(user.referrer).toBeTruthy();
    expect((await get(camper)).json()).toMatchObject({ firstName: 'Aroha', phone: '+64 21 123 4567' });
  });

  it('updates the email (an administrator, who needs no password)', async () => {
    const camper = await signUp(t, 'contract-profile-email@example.test');
    const res = await put(admin, { email: 'contract-profile-email-new@example.test' }, camper.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: camper.id, email: 'contract-profile-email-new@example.test' });
  });

  it('updates one’s own email just after signing in again, as the app re-authenticates first', async () => {
    const camper = await signUp(t, 'contract-own-email@example.test');
    const res = await put(camper, { email: 'contract-own-email-new@example.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: camper.id, email: 'contract-own-email-new@example.test' });
  });

  it('saves paymentInformation {token} as the user’s card, which then shows as valid', async () => {
    const camper = await signUp(t, 'contract-profile-card@example.test');
    const res = await put(camper, { paymentInformation: { token: await cardToken(CARD) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentInformation).toMatchObject({
      valid: true,
      card: { last4: '4242', expiryMonth: 12 },
    });
    expect((await get(camper)).json().paymentInformation.valid).toBe(true);
  });

  it('never answers 2xx for a card it did not save', async () => {
    const camper = await signUp(t, 'contract-profile-declined@example.test');
    const res = await put(camper, {
      names: { firstName: 'Declined', lastName: 'Card' },
      paymentInformation: { token: await cardToken(DECLINED_CARD) },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((await get(camper)).json().paymentInformation.valid).toBe(false);
  });
});
