// The API answers every input with a clear 4xx, never a 5xx, and its error bodies never show a stack,
// a file path or SQL. Requests are generated with fast-check for every operation of the OpenAPI
// document and every Better Auth route, anonymous and signed in, and sent with app.inject to the
// real app on a real database.
//
// `npm test` runs a short seeded pass (FUZZ_RUNS cases per operation, 20 by default); `npm run fuzz`
// runs 500 per operation. FUZZ_SEED replays a run. Figures are printed at the end.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { AUTH_BASE_PATH } from '../auth/auth';
import { createTestApp, type TestContext } from '../testing/test-app';
import { createLocation } from '../testing/fixtures';
import { TEST_PASSWORD } from '../testing/actors';
import { enrolAuthenticator } from '../testing/second-factor';
import { affiliateWithAccount, guestWithCard, TEST_BANK_ACCOUNT, TEST_CARDS } from '../testing/payments';
import {
  authOperations,
  openApiPath,
  operationsFromOpenApi,
  type OpenApiDocument,
  type Operation,
} from './operations';
import { problemWith } from './answers';
import { requestFor, type FuzzRequest, type Known } from './requests';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 150_001);

type Person = { id: string; email: string; token: string; cookie: string };

/** Signs a person up through Better Auth, from an address of their own (sign-ups are limited per address). */
async function signUp(
  t: TestContext,
  address: string,
  roles: (typeof users.$inferInsert)['roles'] = [],
): Promise<Person> {
  const email = `fuzz-${randomUUID()}@example.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: `${AUTH_BASE_PATH}/sign-up/email`,
    payload: { email, password: TEST_PASSWORD, name: 'Fuzz Person' },
    remoteAddress: address,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const id = res.json<{ user: { id: string } }>().user.id;
  const cookie = [res.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => String(line).split(';')[0])
    .join('; ');
  const token = String(res.headers['set-auth-token']);
  if (!roles?.length) return { id, email, token, cookie };
  // Administrators add an authenticator app first: the admin routes wait for one (decision 056).
  const app = await enrolAuthenticator(t, token, TEST_PASSWORD);
  await t.database.db.update(users).set({ roles }).where(eq(users.id, id));
  return { id, email, token: app.token, cookie: app.cookie };
}

/** A few card and bank tokens from the local provider, for the routes that save them. */
async function paymentTokens({ app }: TestContext): Promise<string[]> {
  const bank = TEST_BANK_ACCOUNT.replace(/-/g, '');
  const tokens: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const card = await app.inject({
      method: 'POST',
      url: '/v1/payments/local/card-tokens',
      payload: { cardNumber: TEST_CARDS.ok, expMonth: 12, expYear: 2040, cvc: '123' },
    });
    const account = await app.inject({
      method: 'POST',
      url: '/v1/payments/local/bank-tokens',
      payload: { accountNumber: bank, routingNumber: bank.slice(0, 6) },
    });
    tokens.push(card.json<{ token: string }>().token, account.json<{ token: string }>().token);
  }
  return tokens;
}

function credentialHeaders(request: FuzzRequest, user: Person, admin: Person): Record<string, string> {
  switch (request.credentials) {
    case 'user-bearer':
      return { authorization: `Bearer ${user.token}` };
    case 'user-cookie':
      return { cookie: user.cookie };
    case 'admin-bearer':
      return { authorization: `Bearer ${admin.token}` };
    case 'forged-bearer':
      return { authorization: `Bearer ${request.forgedToken}` };
    case 'forged-cookie':
      return { cookie: `better-auth.session_token=${request.forgedToken}` };
    case 'anonymous':
      return {};
  }
}

const figures = {
  cases: 0,
  statuses: new Map<number, number>(),
  byOperation: new Map<string, Map<number, number>>(),
};

function count(operation: string, status: number) {
  figures.cases += 1;
  figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
  const mine = figures.byOperation.get(operation) ?? new Map<number, number>();
  mine.set(status, (mine.get(status) ?? 0) + 1);
  figures.byOperation.set(operation, mine);
}

const statusLine = (statuses: Map<number, number>) =>
  [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

let admin: Person;
let known: Known;
const startedAt = Date.now();

// The app is built before the tests are declared: one test per operation of its document.
const t: TestContext = await createTestApp();
const operations = listOperations(t);

function listOperations({ app }: TestContext): Operation[] {
  const fromDocument = operationsFromOpenApi(app.swagger() as OpenApiDocument);
  const documented = new Set(fromDocument.map((op) => `${op.method} ${op.path}`));
  // Routes the document hides (other than Better Auth's wildcard) are fuzzed too, without a schema.
  const hidden = app.routeTable
    .filter(
      (r) => !r.url.startsWith(`${AUTH_BASE_PATH}/`) && !documented.has(`${r.method} ${openApiPath(r.url)}`),
    )
    .map((r): Operation => {
      const path = openApiPath(r.url);
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      return {
        method: r.method,
        path,
        parameters: names.map((name) => ({ name, in: 'path', schema: { type: 'string' }, required: true })),
        body: r.method === 'GET' ? null : { kind: 'json', schema: {} },
        auth: false,
      };
    });
  return [...fromDocument, ...hidden, ...authOperations(AUTH_BASE_PATH)];
}

beforeAll(async () => {
  admin = await signUp(t, '10.255.0.1', ['system_admin']);
  const location = await createLocation(t.database.db, { name: 'Fuzz Farm' });
  // People an administrator's requests can reach deep with: a host paid out, a guest with a card.
  const host = await affiliateWithAccount(t.database.db, t.payments);
  const guest = await guestWithCard(t.database.db, t.payments);
  known = {
    userIds: [admin.id, host.id, guest.id, randomUUID()],
    emails: [admin.email, host.email, 'nobody@example.test'],
    locationIds: [location.id],
    referralCodes: [host.referralCode!],
    tokens: await paymentTokens(t),
    password: TEST_PASSWORD,
    origin: t.config.publicUrl,
  };
});

afterAll(async () => {
  await t.close();
  const fiveHundreds = [...figures.statuses.entries()]
    .filter(([s]) => s >= 500)
    .reduce((n, [, c]) => n + c, 0);
  const lines = [
    `fuzz: ${figures.byOperation.size} operations, ${figures.cases} cases (${RUNS} per operation, seed ${SEED}), ` +
      `${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    `fuzz: status codes ${statusLine(figures.statuses)}`,
    `fuzz: 5xx ${fiveHundreds}`,
  ];
  if (RUNS >= 100) {
    for (const [operation, statuses] of figures.byOperation)
      lines.push(`  ${operation}: ${statusLine(statuses)}`);
  }
  console.log(lines.join('\n'));
});

describe('no input makes the API fail', () => {
  it('finds every operation, Better Auth’s included', () => {
    const names = operations.map((op) => `${op.method} ${op.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /v1/locations',
        'GET /v1/locations/{id}',
        'POST /v1/auth/sign-in/email',
        'POST /v1/images',
      ]),
    );
  });

  // Each operation gets a fresh user, as some calls (sign-out, revoke-sessions) end the sessions they use.
  it.each(operations.map((op, index) => [`${op.method} ${op.path}`, op, index] as const))(
    '%s answers every request without a 5xx or a leak',
    async (name, operation, index) => {
      const user = await signUp(t, `10.254.${Math.floor(index / 250)}.${(index % 250) + 1}`);
      const world: Known = {
        ...known,
        userIds: [user.id, ...known.userIds],
        emails: [user.email, ...known.emails],
      };
      await fc.assert(
        fc.asyncProperty(requestFor(operation, world), async (request) => {
          const answer = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...credentialHeaders(request, user, admin) },
            payload: request.payload,
            remoteAddress: request.remoteAddress,
          });
          count(name, answer.statusCode);
          const problem = problemWith(operation, answer);
          if (problem) {
            throw new Error(
              `${request.method} ${request.url.slice(0, 500)} (${request.credentials}) ${problem}\n` +
                `request body: ${String(request.payload ?? '').slice(0, 500)}\nanswer: ${answer.body.slice(0, 1_000)}`,
            );
          }
        }),
        { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
      );
    },
    30_000 + RUNS * 1_000,
  );
});
