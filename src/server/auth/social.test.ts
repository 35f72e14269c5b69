// Sign-in with Google, end to end: the authorization-code flow against a real OpenID Connect
// provider over HTTP (standing in for Google through Better Auth's genericOAuth plugin), and our
// app through app.inject, with cookies carried by hand as a browser would.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, users } from '../db/schema';
import { CookieJar } from '../testing/cookie-jar';
import { startTestOidcProvider, type TestOidcProvider } from '../testing/oidc-provider';
import { createTestApp, type TestContext } from '../testing/test-app';

const PUBLIC_URL = 'http://localhost:3999';
const CLIENT = { clientId: 'stopover-test', clientSecret: 'stopover-test-secret' };
const SESSION_COOKIE = 'better-auth.session_token';

let idp: TestOidcProvider;
let t: TestContext;
beforeAll(async () => {
  idp = await startTestOidcProvider({
    clients: [{ ...CLIENT, redirectUris: [`${PUBLIC_URL}/v1/auth/callback/google`] }],
  });
  t = await createTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    GOOGLE_DISCOVERY_URL: idp.discoveryUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const appUrl = (path: string) => new URL(path, PUBLIC_URL);

/** A request to our app from the browser whose cookies are in `jar`. */
async function browse(jar: CookieJar, method: 'GET' | 'POST', path: string, payload?: object) {
  const url = appUrl(path);
  const cookie = jar.header(url);
  const res = await t.app.inject({
    method,
    url: url.pathname + url.search,
    payload,
    headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
  });
  jar.store(url, res.headers['set-cookie']);
  return res;
}

/** A request to the provider from the same browser; redirects are left to the caller. */
async function visitProvider(jar: CookieJar, url: URL, form?: Record<string, string>) {
  const cookie = jar.header(url);
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  jar.store(url, res.headers.getSetCookie());
  return res;
}

type GoogleSignIn = {
  email: string;
  name?: string;
  callbackURL?: string;
  newUserCallbackURL?: string;
  errorCallbackURL?: string;
};

/**
 * Starts Google sign-in on our app, signs in at the provider's page with `email`, and stops where
 * the provider sends the browser back: the callback URL on our app, not yet visited.
 */
async function throughProvider(jar: CookieJar, { email, name, ...urls }: GoogleSignIn) {
  const start = await browse(jar, 'POST', '/v1/auth/sign-in/social', {
    provider: 'google',
    callbackURL: urls.callbackURL ?? '/',
    ...(urls.newUserCallbackURL ? { newUserCallbackURL: urls.newUserCallbackURL } : {}),
    ...(urls.errorCallbackURL ? { errorCallbackURL: urls.errorCallbackURL } : {}),
  });
  expect(start.statusCode, start.body).toBe(200);
  expect(start.json()).toMatchObject({ redirect: true });
  let url = new URL(start.json().url as string);
  expect(url.origin).toBe(idp.issuer);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');

  let signedIn = false;
  for (let hops = 0; url.origin === idp.issuer; hops++) {
    expect(hops, 'the provider keeps redirecting').toBeLessThan(10);
    let res = await visitProvider(jar, url);
    if (res.status === 200 && url.pathname.startsWith('/interaction/')) {
      expect(signedIn, 'the provider asks twice').toBe(false);
      const html = await res.text();
      expect(html).toContain('Sign in with Google (test provider)');
      expect(html).toMatch(/<label for="email">Email<\/label>/);
      res = await visitProvider(jar, url, { email, name: name ?? '' });
      signedIn = true;
    }
    expect([302, 303], await res.clone().text()).toContain(res.status);
    url = new URL(res.headers.get('location')!, url);
  }
  expect(signedIn).toBe(true);
  return url;
}

/** The whole round trip: the answer of our callback endpoint, with the browser's jar. */
async function signInWithGoogle(input: GoogleSignIn, jar = new CookieJar()) {
  const callback = await throughProvider(jar, input);
  expect(callback.pathname).toBe('/v1/auth/callback/google');
  const res = await browse(jar, 'GET', callback.pathname + callback.search);
  expect(res.statusCode, res.body).toBe(302);
  return { jar, res, location: new URL(String(res.headers.location), PUBLIC_URL) };
}

async function sessionOf(jar: CookieJar) {
  const res = await browse(jar, 'GET', '/v1/auth/get-session');
  expect(res.statusCode).toBe(200);
  return res.json() as { user: { id: string; email: string; emailVerified: boolean; name: string } } | null;
}

const setsSessionCookie = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').includes(`${SESSION_COOKIE}=`) &&
  !/better-auth\.session_token=;/.test(String(res.headers['set-cookie']));

async function userRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('signing in with Google', () => {
  it('gives a new visitor an account and a session, with their names split', async () => {
    const { jar, res, location } = await signInWithGoogle({
      email: 'aroha@example.test',
      name: 'Aroha Te Ngata',
      callbackURL: '/',
      newUserCallbackURL: '/welcome',
      errorCallbackURL: '/sign-in-failed',
    });
    expect(location.pathname).toBe('/welcome');
    expect(setsSessionCookie(res)).toBe(true);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);

    const session = await sessionOf(jar);
    expect(session?.user).toMatchObject({
      email: 'aroha@example.test',
      emailVerified: true,
      name: 'Aroha Te Ngata',
    });
    const row = await userRow('aroha@example.test');
    expect(row).toMatchObject({ id: session!.user.id, firstName: 'Aroha', lastName: 'Te Ngata' });
    const linked = await t.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, row!.id), eq(accounts.providerId, 'google')));
    expect(linked).toHaveLength(1);

    // Coming back later is a sign-in to the same account, landing on callbackURL.
    const again = await signInWithGoogle({
      email: 'aroha@example.test',
      callbackURL: '/trips',
      newUserCallbackURL: '/welcome',
    });
    expect(again.location.pathname).toBe('/trips');
    expect((await sessionOf(again.jar))?.user.id).toBe(row!.id);
  });

  it('takes a name made of one word as the first name only', async () => {
    const { jar } = await signInWithGoogle({ email: 'tama@example.test' });
    expect((await sessionOf(jar))?.user.email).toBe('tama@example.test');
    expect(await userRow('tama@example.test')).toMatchObject({ firstName: 'Tama', lastName: null });
  });

  it('logs an existing email and password user into the same account', async () => {
    const signUp = await browse(new CookieJar(), 'POST', '/v1/auth/sign-up/email', {
      email: 'mere@example.test',
      password: 'secret1',
      name: '',
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const id = signUp.json().user.id as string;
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, id));

    const { jar, res, location } = await signInWithGoogle({
      email: 'Mere@Example.test',
      callbackURL: '/trips',
      newUserCallbackURL: '/welcome',
      errorCallbackURL: '/sign-in-failed',
    });
    expect(location.pathname).toBe('/trips');
    expect(setsSessionCookie(res)).toBe(true);
    const session = await sessionOf(jar);
    expect(session?.user).toMatchObject({ id, email: 'mere@example.test', emailVerified: true });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'mere@example.test'));
    expect(user?.id).toBe(id);

    // A verified owner keeps their password.
    const password = await browse(new CookieJar(), 'POST', '/v1/auth/sign-in/email', {
      email: 'mere@example.test',
      password: 'secret1',
    });
    expect(password.statusCode, password.body).toBe(200);
    expect(password.json().user.id).toBe(id);
  });

  it('drops the password of an unverified account when its email’s owner signs in with Google', async () => {
    // Somebody pre-registers another person's email with a password of their own.
    const squatter = await browse(new CookieJar(), 'POST', '/v1/auth/sign-up/email', {
      email: 'hine@example.test',
      password: 'squatter1',
      name: '',
    });
    expect(squatter.statusCode, squatter.body).toBe(200);
    const id = squatter.json().user.id as string;
    const squatterToken = squatter.headers['set-auth-token'] as string;

    const { jar, location } = await signInWithGoogle({
      email: 'hine@example.test',
      callbackURL: '/trips',
      newUserCallbackURL: '/welcome',
      errorCallbackURL: '/sign-in-failed',
    });
    expect(location.pathname).toBe('/trips');
    expect((await sessionOf(jar))?.user).toMatchObject({ id, emailVerified: true });

    const password = await browse(new CookieJar(), 'POST', '/v1/auth/sign-in/email', {
      email: 'hine@example.test',
      password: 'squatter1',
    });
    expect(password.statusCode).toBe(401);
    const oldSession = await t.app.inject({
      url: '/v1/auth/get-session',
      headers: { authorization: `Bearer ${squatterToken}` },
    });
    expect(oldSession.json()).toBeNull();
  });

  it('answers USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL when a Google user tries to sign up by email', async () => {
    await signInWithGoogle({ email: 'wiremu@example.test' });
    const res = await browse(new CookieJar(), 'POST', '/v1/auth/sign-up/email', {
      email: 'wiremu@example.test',
      password: 'secret1',
      name: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('auth.accountExists');
  });

  it('gives a disabled user no session and sends them to the error URL', async () => {
    await signInWithGoogle({ email: 'banned@example.test' });
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.email, 'banned@example.test'));

    const { jar, res, location } = await signInWithGoogle({
      email: 'banned@example.test',
      callbackURL: '/',
      errorCallbackURL: '/sign-in-failed',
    });
    expect(location.pathname).toBe('/sign-in-failed');
    expect(location.searchParams.get('error')).toBe('USER_DISABLED');
    expect(setsSessionCookie(res)).toBe(false);
    expect(jar.get(PUBLIC_URL, SESSION_COOKIE)).toBeUndefined();
    expect(await sessionOf(jar)).toBeNull();
  });
});

describe('the Google callback refuses', () => {
  const refused = async (jar: CookieJar, path: string) => {
    const res = await browse(jar, 'GET', path);
    expect(res.statusCode).toBe(302);
    expect(setsSessionCookie(res)).toBe(false);
    expect(await sessionOf(jar)).toBeNull();
    return new URL(String(res.headers.location), PUBLIC_URL);
  };

  it('a forged state', async () => {
    const jar = new CookieJar();
    const callback = await throughProvider(jar, {
      email: 'forger@example.test',
      errorCallbackURL: '/sign-in-failed',
    });
    callback.searchParams.set('state', 'forged-state-value');
    const location = await refused(jar, callback.pathname + callback.search);
    expect(location.searchParams.get('error')).toBeTruthy();
    expect(await userRow('forger@example.test')).toBeUndefined();
  });

  it('an absent state', async () => {
    const jar = new CookieJar();
    const callback = await throughProvider(jar, { email: 'nostate@example.test' });
    callback.searchParams.delete('state');
    const location = await refused(jar, callback.pathname + callback.search);
    expect(location.searchParams.get('error')).toBe('state_not_found');
    expect(await userRow('nostate@example.test')).toBeUndefined();
  });

  it('a genuine answer arriving in another browser (login CSRF)', async () => {
    const callback = await throughProvider(new CookieJar(), { email: 'victim@example.test' });
    const location = await refused(new CookieJar(), callback.pathname + callback.search);
    expect(location.searchParams.get('error')).toBeTruthy();
    expect(await userRow('victim@example.test')).toBeUndefined();
  });
});

describe('GET /v1/config', () => {
  it('lists Google among the social providers when it is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/config' });
    expect(res.json().socialProviders).toEqual(['google']);
  });

  it('lists no social provider when none is configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/v1/config' });
      expect(res.json().socialProviders).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
