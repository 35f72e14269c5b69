// Component tests' harness (issue 32): the web's real screens, with the app's real providers (Mantine
// and its theme, TanStack Query, i18n, the router), talking to the real server in-process through the
// API client's transport seam, as the server's own first render does (entry-server.tsx). Nothing of
// ours is mocked: the requests reach the routes, services and database a browser's would.
//
//   const app = withTestApp();             // a fresh app and database for the file, closed after it
//   const host = await app.host();        // people made through the real sign-up route
//   app.render('/create-a-property', { signedInAs: host });
//   await app.api(host, 'GET', `/v1/locations/${id}`);   // what the server holds now

import { randomUUID } from 'node:crypto';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { AppTree } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { setApiTransport } from '../lib/api';
import { apiPath } from '../../domain/api-paths';
import { users } from '../../server/db/schema';
import { signUp, TEST_PASSWORD, type Actor } from '../../server/testing/actors';
import { CookieJar } from '../../server/testing/cookie-jar';
import { createLocation, type LocationSpec } from '../../server/testing/fixtures';
import { apiHostWithAccount, TEST_CARDS } from '../../server/testing/payments';
import { totpCode } from '../../server/testing/second-factor';
import { createTestApp, type TestContext } from '../../server/testing/test-app';

/** Someone signed in through the real sign-in route: the cookies their browser would hold. */
export type Person = Actor & { jar: CookieJar };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const ORIGIN = 'http://localhost:3000';

// A screen waits for the server's answers and lazy chunks, which vitest transforms on first import:
// with both cores busy (the full suite beside another load) the first screen took over 10 s. The
// bound only limits how long a broken screen is waited for; a working one is found as soon as it is there.
configure({ asyncUtilTimeout: 30_000 });

/** What a happy-dom page lacks and Mantine asks for: a browser API, stubbed (none of our modules). */
function stubBrowserGaps() {
  // Mantine's autosizing textarea listens for web fonts loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
      configurable: true,
    });
  }
}

export type TestApp = {
  /** The server's parts (app, database, payments provider, outbox). */
  readonly context: TestContext;
  /** A signed-in host with a valid payout account. */
  host(): Promise<Person>;
  /** A signed-in guest with a name, a phone and a saved card (the local provider's 4242). */
  guestWithCard(): Promise<Person>;
  /** A signed-in administrator. */
  administrator(): Promise<Person>;
  /** A listed property of `host`'s, written straight to the database (setup for an edit). */
  property(host: Person, spec?: LocationSpec): ReturnType<typeof createLocation>;
  /** A call as `person` (their cookies), answered by the real app: setup and reading back. */
  api<T = unknown>(person: Person | null, method: Method, url: string, body?: unknown): Promise<T>;
  /** Renders the whole app at `route` as a browser of `signedInAs` (a visitor when missing). */
  render(route: string, options?: { signedInAs?: Person }): RenderResult & { path(): string };
};

const email = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.test`;

/**
 * A fresh app and database for the test file (its hooks build and close them), and the app's screens
 * rendered against it. Each render starts a new query cache; the DOM is cleaned after each test.
 */
export function withTestApp(): TestApp {
  let context: TestContext | null = null;
  const ready = () => {
    if (!context) throw new Error('withTestApp: the app starts in beforeAll');
    return context;
  };

  beforeAll(async () => {
    stubBrowserGaps();
    context = await createTestApp();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
  afterAll(async () => {
    await context?.close();
  });

  /** The browser's request as Fastify's inject takes it: JSON, or a multipart body encoded by Node. */
  async function send(jar: CookieJar | null, url: string, init: RequestInit) {
    const headers: Record<string, string> = { origin: ORIGIN, ...(init.headers as Record<string, string>) };
    const cookie = jar?.header(`${ORIGIN}${url}`);
    if (cookie) headers.cookie = cookie;
    let payload: string | Buffer | undefined;
    if (typeof init.body === 'string') payload = init.body;
    else if (init.body instanceof FormData) {
      const encoded = new Request(`${ORIGIN}${url}`, { method: 'POST', body: init.body });
      payload = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type')!;
    }
    const answer = await ready().app.inject({
      method: (init.method ?? 'GET') as Method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    jar?.store(`${ORIGIN}${url}`, answer.headers['set-cookie']);
    return answer;
  }

  async function signIn(actor: Actor): Promise<Person> {
    const jar = new CookieJar();
    const answer = await send(jar, apiPath('/v1/auth/sign-in/email'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: actor.email, password: TEST_PASSWORD }),
    });
    if (answer.statusCode !== 200) throw new Error(`sign-in: ${answer.statusCode} ${answer.body}`);
    return { ...actor, jar };
  }

  /**
   * The local provider's identity check, completed as its page does: the payout account is valid for
   * good (a screen asking for the account's requirements would otherwise find it unverified).
   */
  async function verifyPayoutAccount(host: Actor) {
    const { app } = ready();
    const due = await app.inject({
      method: 'GET',
      url: apiPath('/v1/users/{id}/requirements', { id: host.id }),
      headers: host.headers,
    });
    const link = (due.json() as { link: string | null }).link;
    if (!link) throw new Error(`no verification link: ${due.body}`);
    const done = await app.inject({
      method: 'POST',
      url: new URL(link).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    if (done.statusCode !== 303) throw new Error(`verification: ${done.statusCode} ${done.body}`);
    await named(host, { accountValid: true });
  }

  /** The card form's two calls: the local provider's token for 4242, then the guest's saved card. */
  async function saveCard(guest: Actor) {
    const { app } = ready();
    const token = await app.inject({
      method: 'POST',
      url: apiPath('/v1/payments/local/card-tokens'),
      payload: { cardNumber: TEST_CARDS.ok, expMonth: '04', expYear: '40', cvc: '123' },
    });
    if (token.statusCode !== 200) throw new Error(`card token: ${token.statusCode} ${token.body}`);
    const saved = await app.inject({
      method: 'PUT',
      url: apiPath('/v1/users/{id}/payment', { id: guest.id }),
      headers: guest.headers,
      payload: { token: (token.json() as { token: string }).token },
    });
    if (saved.statusCode !== 200) throw new Error(`saving the card: ${saved.statusCode} ${saved.body}`);
  }

  async function named(actor: Actor, set: Partial<typeof users.$inferInsert>): Promise<Actor> {
    await ready().database.db.update(users).set(set).where(eq(users.id, actor.id));
    return actor;
  }

  return {
    get context() {
      return ready();
    },
    host: async () => {
      const host = await apiHostWithAccount(ready(), email('host'));
      await verifyPayoutAccount(host);
      return signIn(await named(host, { firstName: 'Hine', lastName: 'Host', phone: '+64 21 555 0199' }));
    },
    guestWithCard: async () => {
      const guest = await signUp(ready(), email('guest'), { firstName: 'Mere', lastName: 'Guest' });
      await named(guest, { phone: '+64 21 555 0188' });
      await saveCard(guest);
      return signIn(guest);
    },
    administrator: async () => {
      // An administrator needs a second factor (decision 056): this browser's session adds the app,
      // then the person is made an administrator.
      const actor = await signUp(ready(), email('admin'));
      const person = await signIn(actor);
      const json = { 'content-type': 'application/json' };
      const enabled = await send(person.jar, apiPath('/v1/auth/two-factor/enable'), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ password: TEST_PASSWORD }),
      });
      const { totpURI } = enabled.json<{ totpURI: string }>();
      const confirmed = await send(person.jar, apiPath('/v1/auth/two-factor/verify-totp'), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ code: totpCode(totpURI) }),
      });
      if (confirmed.statusCode !== 200)
        throw new Error(`second factor: ${confirmed.statusCode} ${confirmed.body}`);
      await ready()
        .database.db.update(users)
        .set({ roles: ['administrator'] })
        .where(eq(users.id, actor.id));
      return person;
    },
    property: (host, spec = {}) => createLocation(ready().database.db, { ownerId: host.id, ...spec }),
    api: async <T,>(person: Person | null, method: Method, url: string, body?: unknown) => {
      const answer = await send(person?.jar ?? null, url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (answer.statusCode >= 400) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
      return (answer.body ? answer.json() : undefined) as T;
    },
    render: (route, options = {}) => {
      const jar = options.signedInAs?.jar ?? new CookieJar();
      setApiTransport(async (url, init) => {
        const answer = await send(jar, url, init);
        const empty = answer.statusCode === 204 || answer.statusCode === 304;
        return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
        });
      });
      const client = createQueryClient();
      // A failed call shows its failure at once rather than after the browser's retries.
      client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
      const where = { path: route };
      function WhereAmI() {
        const { pathname, search } = useLocation();
        useEffect(() => {
          where.path = `${pathname}${search}`;
        }, [pathname, search]);
        return null;
      }
      const result = render(
        <AppTree
          client={client}
          router={(routes) => (
            <MemoryRouter initialEntries={[route]}>
              {routes}
              <WhereAmI />
            </MemoryRouter>
          )}
        />,
      );
      return Object.assign(result, { path: () => where.path });
    },
  };
}

/** A small real PNG (a plain colour), as a person would pick it from their disk. */
export async function pngFile(name: string, colour = '#3a7d44'): Promise<File> {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(data)], name, { type: 'image/png' });
}
