import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, TEST_PASSWORD, type Actor } from '../../testing/actors';
import { createUser } from '../../testing/fixtures';
import { en } from '../../../domain/messages';

let t: TestContext;
let guest: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  guest = await signUp(t, 'aroha@example.test');
  admin = await signUp(t, 'chief@example.test', { roles: ['administrator'] });
});
afterAll(() => t.close());

const get = (url: string, actor?: Actor) => t.app.inject({ url, headers: actor?.headers ?? {} });
const put = (url: string, payload: object, actor: Actor) =>
  t.app.inject({ method: 'PUT', url, payload, headers: actor.headers });

describe('a profile', () => {
  it('shows the signed-in user their own profile in the spec’s shape', async () => {
    const res = await get(`/v1/users/${guest.id}`, guest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: guest.id,
      roles: [],
      email: 'aroha@example.test',
      emailVerified: false,
      firstName: null,
      lastName: null,
      phone: null,
      image: null,
      referrer: null,
      isReferrer: false,
      referralCode: null,
      referralTerms: { feePercentage: null },
      paymentInformation: { valid: false, card: null },
      accountInformation: { valid: false, bankAccount: null },
      gst: { registered: false, number: null },
      hasPassword: true,
      language: null,
    });
  });

  it('answers 401 without a session and for a forged token', async () => {
    expect((await get(`/v1/users/${guest.id}`)).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: `/v1/users/${guest.id}`,
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Please log in to continue.');
  });

  it('saves names and an international phone number', async () => {
    const res = await put(
      `/v1/users/${guest.id}`,
      { names: { firstName: ' Aroha ', lastName: 'Ngata' }, contact: { phone: '+64 21 123 4567' } },
      guest,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Aroha', lastName: 'Ngata', phone: '+64 21 123 4567' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guest.id));
    expect(row!.name).toBe('Aroha Ngata');
  });

  it('refuses a phone number without its country code, in the spec’s words', async () => {
    for (const phone of ['021 123 4567', '+64 1', 'call me']) {
      const res = await put(`/v1/users/${guest.id}`, { contact: { phone } }, guest);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'contact.phone' });
      expect(res.json().message).toBe(en.validation.phone);
    }
  });

  it('keeps a host’s names required', async () => {
    const host = await signUp(t, 'host-names@example.test', {
      accountValid: true,
      firstName: 'Hemi',
      lastName: 'Walker',
    });
    const res = await put(`/v1/users/${host.id}`, { names: { firstName: '', lastName: 'Walker' } }, host);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: en.validation.requiredField, field: 'names.firstName' });
  });

  it('saves the profile image url', async () => {
    const res = await put(`/v1/users/${guest.id}`, { image: { url: '/uploads/me.webp' } }, guest);
    expect(res.json().image).toBe('/uploads/me.webp');
  });
});

describe('changing the email address', () => {
  it('asks a non-administrator for their password or a recent sign-in, and refuses a wrong one', async () => {
    // Signed in an hour ago: no longer a fresh sign-in.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(sessions.userId, guest.id));
    const missing = await put(`/v1/users/${guest.id}`, { email: 'aroha.new@example.test' }, guest);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('auth.recentSignInRequired');
    const wrong = await put(
      `/v1/users/${guest.id}`,
      { email: 'aroha.new@example.test', password: 'not-it' },
      guest,
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Please check your password and try again.');
    expect((await get(`/v1/users/${guest.id}`, guest)).json().email).toBe('aroha@example.test');
  });

  it('takes a fresh sign-in instead of the password (the spec’s apps sign in again first)', async () => {
    const fresh = await signUp(t, 'fresh.signin@example.test');
    const res = await put(`/v1/users/${fresh.id}`, { email: 'fresh.new@example.test' }, fresh);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'fresh.new@example.test', emailVerified: false });
    // The same session eleven minutes on must give the password again (decision 057).
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(sessions.userId, fresh.id));
    const later = await put(`/v1/users/${fresh.id}`, { email: 'fresh.later@example.test' }, fresh);
    expect(later.statusCode).toBe(403);
    expect(later.json()).toMatchObject({ code: 'auth.recentSignInRequired' });
  });

  it('refuses an address another account has', async () => {
    const res = await put(
      `/v1/users/${guest.id}`,
      { email: 'CHIEF@example.test', password: TEST_PASSWORD },
      guest,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Account already exists.');
  });

  it('changes it with the password, marks it unverified and sends a verification email there', async () => {
    const res = await put(
      `/v1/users/${guest.id}`,
      { email: 'Aroha.New@example.test', password: TEST_PASSWORD },
      guest,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'aroha.new@example.test', emailVerified: false });
    const [mail] = await t.outbox.listRecent(1);
    expect(mail!.to).toBe('aroha.new@example.test');
    expect(mail!.text).toMatch(/\/v1\/auth\/verify-email\?token=/);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in/email',
      payload: { email: 'aroha.new@example.test', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('lets an administrator change anyone’s address without a password', async () => {
    const someone = await signUp(t, 'someone@example.test');
    const res = await put(`/v1/users/${someone.id}`, { email: 'someone.else@example.test' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('someone.else@example.test');
  });
});

describe('other people’s profiles', () => {
  it('hides another user’s profile from a guest as if it did not exist', async () => {
    const other = await signUp(t, 'nosy@example.test');
    for (const res of [
      await get(`/v1/users/${guest.id}`, other),
      await put(`/v1/users/${guest.id}`, { names: { firstName: 'X', lastName: 'Y' } }, other),
      await get('/v1/users/no-such-user', other),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('aroha');
    }
  });

  it('gives a non-administrator only their own profile from the user list', async () => {
    const res = await get('/v1/users?search=chief', guest);
    expect(res.json().items.map((u: { id: string }) => u.id)).toEqual([guest.id]);
  });

  it('lets an administrator search users and page through them by cursor', async () => {
    for (let i = 0; i < 55; i++) {
      await createUser(t.database.db, { email: `bulk-${String(i).padStart(2, '0')}@paging.test` });
    }
    const first = (await get('/v1/users?search=paging.test', admin)).json();
    expect(first.items).toHaveLength(50);
    expect(first.cursor).toBeTruthy();
    const second = (await get(`/v1/users?search=paging.test&cursor=${first.cursor}`, admin)).json();
    expect(second.items).toHaveLength(5);
    expect(second.cursor).toBeNull();
    const emails = [...first.items, ...second.items].map((u: { email: string }) => u.email);
    expect(new Set(emails).size).toBe(55);
    expect(second.items[4].email).toBe('bulk-54@paging.test');
  });
});

describe('referrals', () => {
  beforeAll(async () => {
    await createUser(t.database.db, {
      email: 'affiliate@example.test',
      isReferrer: true,
      referralCode: 'KIWI10',
      referralFeePercentage: '10',
    });
  });

  it('credits the affiliate of a stored referral code', async () => {
    const res = await put(`/v1/users/${guest.id}/referral`, { referrer: 'KIWI10' }, guest);
    expect(res.statusCode).toBe(200);
    expect(res.json().referrer).toBe('KIWI10');
  });

  it('refuses a code no affiliate has', async () => {
    const res = await put(`/v1/users/${guest.id}/referral`, { referrer: 'NOPE' }, guest);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('referrer');
  });

  it('sets the referrer from an affiliate’s email, and refuses a non-affiliate’s', async () => {
    const someone = await signUp(t, 'referred@example.test');
    const ok = await put(`/v1/users/${someone.id}`, { referrerEmail: 'Affiliate@example.test' }, someone);
    expect(ok.json().referrer).toBe('KIWI10');
    const bad = await put(`/v1/users/${someone.id}`, { referrerEmail: 'chief@example.test' }, someone);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('referrerEmail');
  });
});

describe('PUT /v1/users/{id} with the spec’s paymentInformation {token} (decision 035)', () => {
  const token = async (cardNumber: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/payments/local/card-tokens',
        payload: { cardNumber, expMonth: '08', expYear: '41', cvc: '123' },
      })
    ).json().token as string;

  it('refuses a declined card with 402 and saves nothing else of the update', async () => {
    const person = await signUp(t, 'card-on-profile-declined@example.com');
    const res = await put(
      `/v1/users/${person.id}`,
      {
        names: { firstName: 'Kept', lastName: 'Out' },
        paymentInformation: { token: await token('4000000000000002') },
      },
      person,
    );
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ firstName: null, paymentValid: false, paymentMethodToken: null });
  });

  it('saves the card and the rest of the update; the same request again saves the same card', async () => {
    const person = await signUp(t, 'card-on-profile-ok@example.com');
    const body = {
      names: { firstName: 'Card', lastName: 'Saved' },
      paymentInformation: { token: await token('4242424242424242') },
    };
    const first = await put(`/v1/users/${person.id}`, body, person);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      firstName: 'Card',
      paymentInformation: { valid: true, card: { last4: '4242', expiryMonth: 8, expiryYear: 2041 } },
    });
    const [saved] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    const again = await put(`/v1/users/${person.id}`, body, person);
    expect(again.statusCode, again.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.paymentMethodToken).toBe(saved!.paymentMethodToken);
  });

  it('refuses an empty token (400) and an unreadable one without answering 200', async () => {
    const person = await signUp(t, 'card-on-profile-bad@example.com');
    const empty = await put(`/v1/users/${person.id}`, { paymentInformation: { token: ' ' } }, person);
    expect(empty.statusCode).toBe(400);
    const unreadable = await put(
      `/v1/users/${person.id}`,
      { paymentInformation: { token: 'tok_nonsense' } },
      person,
    );
    expect(unreadable.statusCode).toBe(400);
  });
});
