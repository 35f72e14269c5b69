// The error answer (decision 015): {statusCode, code, message, field?, params?}, where code is the
// message code, the message has the spec's words with no field-name prefix, and it is written in
// the caller's language (Accept-Language, then English, key by key).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FRENCH = 'fr-CH, fr;q=0.9, en;q=0.8';
const card = { cardNumber: '4242 4242 4242 424', expMonth: '12', expYear: '40', cvc: '123' };

const postCard = (body: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/payments/local/card-tokens',
    payload: body,
    headers: language ? { 'accept-language': language } : {},
  });

describe('a validation error', () => {
  it('says the spec’s words with the field apart, not as a prefix', async () => {
    const res = await postCard(card);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'card.numberLength',
      message: 'Card number must be 16 digits. 15/16',
      field: 'cardNumber',
      params: { count: 15 },
    });
  });

  it('gives a missing field the generic required message', async () => {
    const { cardNumber: _omitted, ...rest } = card;
    const res = await postCard(rest);
    expect(res.json()).toMatchObject({
      code: 'validation.required',
      message: 'Required',
      field: 'cardNumber',
    });
  });

  it('gives a bound without words of its own a generic message with the bound', async () => {
    const res = await t.app.inject({ url: '/v1/locations?limit=100000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation.atMost',
      message: 'Must be at most 200',
      field: 'limit',
      params: { maximum: 200 },
    });
  });
});

describe('the caller’s language', () => {
  it('answers in French for a key French has', async () => {
    const res = await postCard(card, FRENCH);
    expect(res.json()).toMatchObject({
      code: 'card.numberLength',
      message: 'Le numéro de carte doit comporter 16 chiffres. 15/16',
      field: 'cardNumber',
    });
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it('answers a rule with its parameters in the caller’s language', async () => {
    const res = await postCard({ ...card, cardNumber: '4242424242424242', cvc: '12' }, FRENCH);
    expect(res.json()).toMatchObject({
      code: 'card.cvvLength',
      message: 'Le cryptogramme doit comporter 3 chiffres. 2/3',
    });
  });

  it('answers in English without Accept-Language or for a language we do not speak', async () => {
    for (const language of [undefined, 'pt-BR, it;q=0.8']) {
      const res = await t.app.inject({
        url: '/v1/users/someone',
        headers: language ? { 'accept-language': language } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'access.signInRequired',
        message: 'Please log in to continue.',
      });
    }
  });

  it('covers the guard’s refusals and Better Auth’s sign-in failures', async () => {
    const guarded = await t.app.inject({ url: '/v1/users/someone', headers: { 'accept-language': 'fr' } });
    expect(guarded.json()).toMatchObject({
      statusCode: 401,
      code: 'access.signInRequired',
      message: 'Veuillez vous connecter pour continuer.',
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in/email',
      payload: { email: 'nobody@example.test', password: 'secret1' },
      headers: { 'accept-language': 'fr' },
    });
    expect(signIn.statusCode).toBe(404);
    expect(signIn.json()).toEqual({
      statusCode: 404,
      code: 'auth.userNotFound',
      message: 'Aucun compte Stopover ne correspond à cette adresse e-mail.',
      field: 'email',
    });
  });

  it('gives Fastify’s own refusals a code too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/local/card-tokens',
      payload: '{"cardNumber":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'http.badRequest',
      message: 'The request could not be read.',
    });
  });
});
