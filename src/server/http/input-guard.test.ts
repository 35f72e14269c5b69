// Inputs that once crashed requests (issue 15): each must now be refused with a 400 and a message a
// person can act on, in the usual error shape, before it reaches the database or a serialiser.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';
import { signUp, type Actor } from '../testing/actors';
import fc from 'fast-check';
import { loneSurrogateAt, MAX_JSON_DEPTH } from './input-guard';

let t: TestContext;
let guest: Actor;
beforeAll(async () => {
  t = await createTestApp();
  guest = await signUp(t, 'weka@example.test');
});
afterAll(() => t.close());

type Injected = Awaited<ReturnType<TestContext['app']['inject']>>;

/** A 400 in the usual shape; `expected` is the message code (it has a dot) or the field named. */
function expectBadRequest(res: Injected, expected?: string, message?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ statusCode: 400 });
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  if (expected?.includes('.')) expect(body.code).toBe(expected);
  else if (expected) expect(body.field).toBe(expected);
  if (message) expect(body.message).toBe(message);
}

const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

/** `{"a":` n times, a value, and the closing braces: JSON nested n objects deep. */
function nestedJson(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

describe('numbers and ids the database cannot hold', () => {
  it('refuses a subnormal search radius', async () => {
    const res = await t.app.inject({ url: '/v1/locations?latitude=10&longitude=10&radius=1e-323' });
    expectBadRequest(res, 'radius');
  });

  it('refuses subnormal coordinates', async () => {
    const res = await t.app.inject({ url: '/v1/locations?latitude=1e-320&longitude=10' });
    expectBadRequest(res, 'latitude');
  });

  it('refuses a location id above the id column’s range', async () => {
    expectBadRequest(await t.app.inject({ url: '/v1/locations/2147483648' }), 'id');
    expectBadRequest(await t.app.inject({ url: '/v1/locations/2147483648/availability' }), 'id');
  });

  it('still answers 404 for the largest id the column can hold', async () => {
    const res = await t.app.inject({ url: '/v1/locations/2147483647' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a calendar window that would run past the year 9999', async () => {
    const res = await t.app.inject({ url: '/v1/locations/1/availability?from=9999-12-30' });
    expectBadRequest(res, 'from', 'Must be a date between 1900-01-01 and 2999-12-31');
  });

  it('refuses tag ids above the column’s range', async () => {
    expectBadRequest(await t.app.inject({ url: '/v1/locations?tags=1,2147483648' }), 'tags');
  });
});

describe('NUL characters', () => {
  it('refuses one in a search query', async () => {
    expectBadRequest(await t.app.inject({ url: '/v1/locations?freeFormQuery=a%00b' }), 'http.nulInUrl');
  });

  it('refuses one as an account-link id', async () => {
    expectBadRequest(await t.app.inject({ url: '/v1/payments/local/account-links/%00' }), 'http.nulInUrl');
  });

  it.each([
    ['/v1/auth/sign-in/email', { email: 'a\u0000@example.test', password: 'secret1' }],
    ['/v1/auth/sign-up/email', { email: 'a\u0000@example.test', password: 'secret1', name: '' }],
    ['/v1/auth/request-password-reset', { email: 'a\u0000@example.test', redirectTo: '/reset-password' }],
    ['/v1/auth/send-verification-email', { email: 'a\u0000@example.test' }],
    ['/v1/auth/reset-password', { newPassword: 'brand-new-secret', token: 'a\u0000b' }],
  ])('refuses one in the body of %s', async (url, payload) => {
    expectBadRequest(await postJson(url, JSON.stringify(payload)), 'http.nulInBody');
  });

  it('refuses one in a reset token or verification token in the URL', async () => {
    expectBadRequest(await t.app.inject({ url: '/v1/auth/reset-password/a%00b?callbackURL=/' }));
    expectBadRequest(await t.app.inject({ url: '/v1/auth/verify-email?token=a%00b' }));
  });

  it('refuses one in a referral code', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${guest.id}/referral`,
      payload: { referrer: 'KIWI\u000010' },
      headers: guest.headers,
    });
    expectBadRequest(res, 'http.nulInBody');
  });

  it('refuses one in a text/plain body too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in/email',
      payload: 'a\u0000b',
      headers: { 'content-type': 'text/plain' },
    });
    expectBadRequest(res, 'http.nulInBody');
  });

  it('lets an escaped backslash followed by u0000 through, as it is not a NUL', async () => {
    const res = await postJson(
      '/v1/auth/sign-in/email',
      '{"email":"a\\\\u0000@example.test","password":"x"}',
    );
    expect(res.statusCode).not.toBe(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('Better Auth bodies of the wrong type', () => {
  it.each([true, 5, {}])('refuses a profile image of %j on update-user', async (image) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/update-user',
      payload: { name: 'Weka', image },
      headers: guest.headers,
    });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('deeply nested JSON', () => {
  it.each(['/v1/auth/sign-in/email', '/v1/auth/sign-up/email', '/v1/auth/sign-out', '/v1/auth/anything'])(
    'refuses 20,000 levels on %s',
    async (url) => {
      expectBadRequest(await postJson(url, nestedJson(20_000)), 'http.tooDeep');
    },
  );

  it('refuses 20,000 levels of arrays on an app route', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${guest.id}`,
      payload: '['.repeat(20_000) + ']'.repeat(20_000),
      headers: { ...guest.headers, 'content-type': 'application/json' },
    });
    expectBadRequest(
      res,
      'http.tooDeep',
      `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    );
  });

  it('accepts nesting up to the limit, and counts brackets inside strings as text', async () => {
    const atLimit = JSON.stringify({
      email: 'kaka@example.test',
      password: 'secret1',
      x: nestedJsonValue(MAX_JSON_DEPTH - 1),
    });
    expect(atLimit).toContain('{');
    const ok = await postJson('/v1/auth/sign-in/email', atLimit);
    expect(ok.statusCode).not.toBe(400);
    const bracketsInText = JSON.stringify({ email: '{'.repeat(100) + '@example.test', password: '[[[' });
    const res = await postJson('/v1/auth/sign-in/email', bracketsInText);
    expect(res.json().code).not.toBe('http.tooDeep');
  });
});

/** A value nested `depth` objects deep, counting its own braces. */
function nestedJsonValue(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

describe('lone surrogates in JSON strings', () => {
  // JSON text holding the escape \ud800 (or \udc00) with no partner: the one 500 of the fuzzer.
  const HIGH = '\\ud800';
  const LOW = '\\udc00';
  const invalidUnicode =
    'Text in the request must be valid Unicode: a lone surrogate such as \\ud800 is not.';

  it.each([
    ['token', `{"token":"${HIGH}","bankName":"ANZ"}`],
    ['bankName', `{"token":"btok_x","bankName":"ANZ${LOW}"}`],
  ])('refuses one in %s of the payout account', async (field, payload) => {
    const host = await signUp(t, `surrogate-${field}@example.test`);
    const res = await postJson(`/v1/users/${host.id}/account/stripe`, payload, host.headers);
    expectBadRequest(res, 'http.invalidUnicode', invalidUnicode);
    expect(res.json().field).toBe(field);
  });

  it('refuses one on other routes, Better Auth’s included, naming where it is', async () => {
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${guest.id}`,
      payload: `{"firstName":"Weka${HIGH}"}`,
      headers: { ...guest.headers, 'content-type': 'application/json' },
    });
    expectBadRequest(profile, 'http.invalidUnicode');
    expect(profile.json().field).toBe('firstName');

    const signUpRes = await postJson(
      '/v1/auth/sign-up/email',
      `{"email":"tui@example.test","password":"a-long-password-1","name":"${LOW}Tui"}`,
    );
    expectBadRequest(signUpRes, 'http.invalidUnicode');

    const nested = await postJson('/v1/contact_us', `{"a":[{"b":"x"},{"c${HIGH}":1}]}`);
    expectBadRequest(nested, 'http.invalidUnicode');
    expect(nested.json().field).toBe('a[1]');
  });

  it('accepts a surrogate pair, which is one whole character', async () => {
    const res = await postJson(
      '/v1/auth/sign-in/email',
      '{"email":"kea\\ud83d\\ude00@example.test","password":"not-the-password"}',
    );
    expect(res.statusCode).not.toBe(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('finds exactly the values a UTF-8 round trip would change (property)', () => {
    const utf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        utf16,
        fc.integer(),
        fc.array(tie('value')),
        fc.dictionary(utf16, tie('value')),
      ),
    })).value;
    fc.assert(
      fc.property(json, (value) => {
        // Every key and string, as JSON.stringify meets them, survives a UTF-8 round trip.
        const survives = (text: string) => Buffer.from(text, 'utf8').toString('utf8') === text;
        let whole = true;
        JSON.stringify(value, (key: string, item: unknown) => {
          whole &&= survives(key) && (typeof item !== 'string' || survives(item));
          return item;
        });
        expect(loneSurrogateAt(value) === null).toBe(whole);
      }),
      { numRuns: 500 },
    );
  });

  it('never answers 5xx to the payout account route whatever its strings (property)', async () => {
    const host = await signUp(t, 'surrogate-fuzz@example.test');
    const unit = fc.oneof(
      fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\ud83d\ude00', 'a', '"', '\\'),
      fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    );
    const text = fc.string({ unit, maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(text, text, async (token, bankName) => {
        const res = await postJson(
          `/v1/users/${host.id}/account/stripe`,
          JSON.stringify({ token, bankName }),
          host.headers,
        );
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
