import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';

// Every journey imports `test` and `expect` from here. Each page a journey opens is checked with
// axe-core by an explicit `await expectNoAxeViolations(page)` once the page shows what the journey
// came for (a check at the moment of navigation would see a half-rendered page). So that no page is
// forgotten, the `page` fixture records every path of ours the browser lands on and fails the journey
// if one was never checked.

export { expect };

/** The paths checked so far, per page. */
const checkedPaths = new WeakMap<Page, Set<string>>();

// The checks run all of axe's default rules (WCAG 2.x A and AA and best practices) on the whole page
// and fail on any violation; nothing is excluded (Leaflet's map passes, even with its tiles failing
// to load). Plus one rule axe leaves off by default (experimental): a control's accessible name must
// contain its visible words, so that voice-control users can say what they see (WCAG 2.5.3).
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Waits for finite animations (drawers sliding) so colours are measured at rest, and for notices to
 * have closed: a notice closes itself after 4 seconds, and one that starts fading while axe runs is
 * measured half transparent (a flaky 'color-contrast' failure). Notices are all one component, so
 * waiting them out loses no coverage worth the flakiness.
 */
async function settle(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Runs axe on the page as it is now and fails on any violation, listing each with its elements. */
export async function expectNoAxeViolations(page: Page) {
  const url = new URL(page.url());
  const where = url.pathname + url.search;
  await test.step(
    `axe: no violations on ${where}`,
    async () => {
      await settle(page);
      const { violations } = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).analyze();
      const found = violations.map((v) => {
        const nodes = v.nodes.map((n) => `  ${n.html.slice(0, 160)}\n    ${n.failureSummary}`);
        return `${v.id} (${v.impact}): ${v.help}\n${nodes.join('\n')}`;
      });
      expect(found, `axe violations on ${where}`).toEqual([]);
    },
    { box: true },
  );
  checkedPaths.get(page)?.add(url.pathname);
  test.info().annotations.push({ type: 'axe', description: where });
}

// The people of a journey (as epic-stack's fixtures do): a new person signed up through the API, a
// demo account signed in, and the development mailbox. They work through `page.request`, which shares
// the browser's cookies, so the page is signed in as well.

/** The demo accounts' password (src/server/db/seed: guest@, host@ and admin@stopover.test). */
export const DEMO_PASSWORD = 'stopover-demo';
/**
 * The demo administrators' authenticator secret (README; src/server/db/seed/demo-second-factor.ts):
 * administrators sign in with a second step (decision 056).
 */
export const DEMO_TOTP_SECRET = 'STOPOVERDEMOADMINSECONDSTEP23456';

/** The code an authenticator app shows now for a base32 secret or an otpauth:// URI. */
export function totpCode(secretOrUri: string): string {
  const totp = secretOrUri.startsWith('otpauth://')
    ? (OTPAuth.URI.parse(secretOrUri) as OTPAuth.TOTP)
    : new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secretOrUri) });
  return totp.generate();
}

/**
 * After a password sign-in through the API: an account with a second factor answers
 * `twoFactorRedirect`, and the session comes only once the code of `secret` is entered.
 */
export async function completeSecondStep(
  request: APIRequestContext,
  baseURL: string | undefined,
  signedIn: APIResponse,
  secret: string = DEMO_TOTP_SECRET,
) {
  const body = (await signedIn.json()) as { twoFactorRedirect?: boolean };
  if (!body.twoFactorRedirect) return;
  const res = await request.post('/v1/auth/two-factor/verify-totp', {
    headers: originOf(baseURL),
    data: { code: totpCode(secret) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Adds an authenticator app to the signed-in person of `request` through the API, as the account
 * page does, and answers its secret (an administrator needs one before the admin area opens).
 */
export async function enrolAuthenticator(
  request: APIRequestContext,
  baseURL: string | undefined,
  password: string = NEW_USER_PASSWORD,
): Promise<string> {
  const headers = originOf(baseURL);
  const enabled = await request.post('/v1/auth/two-factor/enable', { headers, data: { password } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const confirmed = await request.post('/v1/auth/two-factor/verify-totp', {
    headers,
    data: { code: totpCode(totpURI) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return (OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP).secret.base32;
}

/** The password of the people the journeys sign up. */
export const NEW_USER_PASSWORD = 'kiwi-camper-1';

/** An address nobody has used yet; `what` says which journey made it. */
export const uniqueEmail = (what: string) =>
  `e2e-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

let signUps = 0;
/** A fresh address in TEST-NET-3 (RFC 5737) for each sign-up in this worker. */
const nextSignUpAddress = () => {
  signUps += 1;
  return `203.0.113.${((process.pid + signUps) % 250) + 1}`;
};

let journeys = 0;
/**
 * A fresh address in TEST-NET-2 (RFC 5737) for each journey in this worker: every request of its
 * browser contexts and its request fixture comes from it, as each journey is somebody else. One run
 * signs in more often than one address may in 15 minutes (60 attempts, decision 006).
 */
const nextJourneyAddress = () => {
  journeys += 1;
  return `198.51.100.${((process.pid + journeys) % 250) + 1}`;
};

export type MailboxItem = {
  id: number | string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
};

/** The first address in an email's text (the links the app sends). */
export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in: ${text}`);
  return match[0];
}

/** Logs in through the login overlay's email form (the overlay must be open on its first screen). */
export async function logInWithEmail(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Login with Email' }).click();
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

type People = {
  /**
   * Signs up a new person through the API and answers their email and password. Signed in in the
   * browser unless `signedIn: false` (then the page stays a visitor's).
   */
  signUp: (options?: {
    what?: string;
    password?: string;
    signedIn?: boolean;
  }) => Promise<{ email: string; password: string }>;
  /** Signs in through the API (a demo account by default password) and answers the user's id. */
  signIn: (email: string, password?: string) => Promise<string>;
  /** The development mailbox (/v1/dev/mailbox). */
  mailbox: {
    /** The newest email to `to` whose subject matches, waiting for the outbox to have it. */
    latest: (to: string, subject: RegExp) => Promise<MailboxItem>;
  };
};

/** Browsers send their Origin; Better Auth refuses cookie-carrying requests without one (CSRF). */
const originOf = (baseURL: string | undefined) => ({ origin: new URL(baseURL!).origin });

async function postAuth(
  request: APIRequestContext,
  baseURL: string | undefined,
  path: string,
  data: object,
  headers: Record<string, string> = {},
) {
  const res = await request.post(path, { headers: { ...originOf(baseURL), ...headers }, data });
  expect(res.status(), await res.text()).toBe(200);
  return res;
}

export const test = base.extend<People>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': nextJourneyAddress() });
  },
  signUp: async ({ page, request, baseURL }, use) => {
    await use(async ({ what = 'user', password = NEW_USER_PASSWORD, signedIn = true } = {}) => {
      const email = uniqueEmail(what);
      await postAuth(
        signedIn ? page.request : request,
        baseURL,
        '/v1/auth/sign-up/email',
        { email, password, name: '' },
        // Each new person signs up from an address of their own, as people do: one run's journeys
        // sign up more people than one address may in an hour (30, decision 006). The journey
        // server trusts the loopback proxy's X-Forwarded-For (scripts/e2e-server.mjs).
        { 'x-forwarded-for': nextSignUpAddress() },
      );
      return { email, password };
    });
  },
  signIn: async ({ page, baseURL }, use) => {
    await use(async (email, password = DEMO_PASSWORD) => {
      const res = await postAuth(page.request, baseURL, '/v1/auth/sign-in/email', { email, password });
      // The demo administrators' second step (decision 056).
      await completeSecondStep(page.request, baseURL, res);
      const session = await (await page.request.get('/v1/auth/get-session')).json();
      expect(typeof session?.user?.id, 'the session names its user').toBe('string');
      return session.user.id as string;
    });
  },
  mailbox: async ({ request }, use) => {
    await use({
      latest: async (to, subject) => {
        let found: MailboxItem | undefined;
        await expect
          .poll(
            async () => {
              const res = await request.get('/v1/dev/mailbox?limit=20');
              const items: MailboxItem[] = (await res.json()).items;
              found = items.find((m) => m.to === to && subject.test(m.subject));
              return found ? 'found' : 'missing';
            },
            { message: `an email "${subject}" to ${to}` },
          )
          .toBe('found');
        return found!;
      },
    });
  },

  page: async ({ page, baseURL }, use, testInfo) => {
    const ours = new URL(baseURL!).origin;
    const visited = new Set<string>();
    const checked = new Set<string>();
    checkedPaths.set(page, checked);
    // A prerendered page shows before the app has started (decision 026); a journey acts on the app,
    // so each visit waits for it to have taken the page over, as a person waits for a page to respond.
    const waitForApp = () =>
      page.waitForFunction(
        () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
        undefined,
        { timeout: 30_000 },
      );
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp();
      return response;
    };
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      // Other origins (the test sign-in provider) are not our pages.
      if (url.origin === ours) visited.add(url.pathname);
    });

    await use(page);

    // Only worth saying when the journey itself passed: a failure stops it before its checks.
    if (testInfo.status !== testInfo.expectedStatus) return;
    const unchecked = [...visited].filter((path) => !checked.has(path));
    expect(unchecked, 'pages this journey opened without calling expectNoAxeViolations there').toEqual([]);
  },
});

/** Saves a valid test card for the person `request` is signed in as (the local provider's token, as the card form makes it). */
export async function saveTestCard(request: APIRequestContext, userId: string) {
  const tokenRes = await request.post('/v1/payments/local/card-tokens', {
    data: {
      cardNumber: '4242424242424242',
      expMonth: '04',
      expYear: String((new Date().getFullYear() + 3) % 100).padStart(2, '0'),
      cvc: '123',
    },
  });
  expect(tokenRes.status(), await tokenRes.text()).toBe(200);
  const saved = await request.put(`/v1/users/${userId}/payment`, {
    data: { token: (await tokenRes.json()).token },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
