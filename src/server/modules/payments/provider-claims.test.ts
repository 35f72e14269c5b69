// One customer and one payout account per user at the provider, however many requests arrive at once
// (decision 011). On PGlite the requests interleave on its one connection; `npm run test:pg` runs the
// same file on PostgreSQL, where they run truly in parallel on a pool of 10 connections.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { localConnectedAccounts, localCustomers, providerClaims, users } from '../../db/schema';
import { createLocalProvider, type LocalPaymentsProvider } from '../../adapters/payments/local';
import { ProviderUnavailableError, type PaymentsProvider } from '../../adapters/payments/payments';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';

let t: TestContext;
let local: LocalPaymentsProvider;
/** Calls of createConnectedAccount that reached the provider. */
let createCalls = 0;
/** The next createConnectedAccount does the work and then loses the answer, as a timeout does. */
let loseNextAnswer = false;
/**
 * A real provider takes a network round trip; without one, PGlite's single connection runs the
 * requests nearly one after the other and the race has no window to show in.
 */
const PROVIDER_LATENCY_MS = 100;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      payments: (config, database) => {
        local = createLocalProvider(database.db, {
          publicUrl: config.publicUrl,
          webhookSecret: 'whsec_claims_test',
        });
        const provider: PaymentsProvider = {
          ...local,
          async createConnectedAccount(input, key) {
            createCalls += 1;
            await new Promise((resolve) => setTimeout(resolve, PROVIDER_LATENCY_MS));
            const result = await local.createConnectedAccount(input, key);
            if (loseNextAnswer) {
              loseNextAnswer = false;
              throw new ProviderUnavailableError('The payment provider did not answer in time.');
            }
            return result;
          },
        };
        return provider;
      },
    },
  );
});
afterAll(() => t.close());

const ANZ = { routingNumber: '010902', accountNumber: '0109020068389000' };
const KIWIBANK = { routingNumber: '389000', accountNumber: '3890000123458000' };

/** A distinct bank token (the account name is part of a local token). */
async function bankToken(name: string, bank = ANZ) {
  const { token, bankName } = await local.createBankToken({
    accountName: name,
    ...bank,
    currency: 'nzd',
    country: 'NZ',
  });
  return { token, bankName };
}

const postAccount = (host: Actor, body: { token: string; bankName: string | null }) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/users/${host.id}/account/stripe`,
    headers: host.headers,
    payload: body,
  });

/** The provider's accounts for the user, our saved id, and any claim left behind. */
async function accountsOf(userId: string) {
  const db = t.database.db;
  const atProvider = await db
    .select()
    .from(localConnectedAccounts)
    .where(eq(localConnectedAccounts.userId, userId));
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  const claims = await db.select().from(providerClaims).where(eq(providerClaims.userId, userId));
  return { atProvider, saved: row!.connectedAccountId, bankName: row!.bankName, claims };
}

describe('a payout account', () => {
  it('is opened once when 20 requests with different bank tokens arrive together', async () => {
    const host = await signUp(t, 'twenty@claims.test');
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bankToken(`Host ${i}`, i % 2 ? KIWIBANK : ANZ)),
    );
    const before = createCalls;
    const answers = await Promise.all(tokens.map((token) => postAccount(host, token)));

    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const { atProvider, saved, bankName, claims } = await accountsOf(host.id);
    expect(atProvider).toHaveLength(1);
    expect(saved).toBe(atProvider[0]!.id);
    expect(createCalls - before).toBe(1);
    expect(claims).toEqual([]);
    // Every answer names the same account's bank, and ours agrees with the provider's at the end.
    for (const answer of answers) expect(answer.json().accountInformation.bankAccount).not.toBeNull();
    expect(bankName).toBe(atProvider[0]!.bankName);
  });

  it('is found again after the provider’s answer was lost, and takes the new bank account', async () => {
    const host = await signUp(t, 'lost@claims.test');
    loseNextAnswer = true;
    const first = await postAccount(host, await bankToken('First', ANZ));
    expect(first.statusCode).toBe(503);
    // The provider made it; we do not know its id yet, and the claim waits for a replay.
    let state = await accountsOf(host.id);
    expect(state.atProvider).toHaveLength(1);
    expect(state.saved).toBeNull();
    expect(state.claims).toHaveLength(1);

    // The next try (another bank account) replays the lost request, finds that account, then updates it.
    const second = await postAccount(host, await bankToken('Second', KIWIBANK));
    expect(second.statusCode).toBe(200);
    expect(second.json().accountInformation.bankAccount).toEqual({ bankName: 'Kiwibank' });
    state = await accountsOf(host.id);
    expect(state.atProvider).toHaveLength(1);
    expect(state.saved).toBe(state.atProvider[0]!.id);
    expect(state.atProvider[0]!.bankName).toBe('Kiwibank');
    expect(state.claims).toEqual([]);
  });

  it('takes over a claim whose request died, replaying exactly what it sent', async () => {
    const host = await signUp(t, 'stale@claims.test');
    const dead = await bankToken('Dead', ANZ);
    const key = `connected-account:${host.id}:dead`;
    // The dead request had reached the provider before it died.
    const made = await local.createConnectedAccount(
      { userId: host.id, email: host.email, bankToken: dead.token },
      key,
    );
    await t.database.db.insert(providerClaims).values({
      userId: host.id,
      kind: 'connected_account',
      idempotencyKey: key,
      request: { email: host.email, bankToken: dead.token, bankName: dead.bankName },
      claimedAt: new Date(Date.now() - 5 * 60_000),
    });

    const res = await postAccount(host, await bankToken('Alive', KIWIBANK));
    expect(res.statusCode).toBe(200);
    const state = await accountsOf(host.id);
    expect(state.atProvider.map((a) => a.id)).toEqual([made.accountId]);
    expect(state.saved).toBe(made.accountId);
    expect(state.atProvider[0]!.bankName).toBe('Kiwibank');
    expect(state.claims).toEqual([]);
  });

  it('waits for a request that is opening it, then updates that account', async () => {
    const host = await signUp(t, 'waits@claims.test');
    const owner = await bankToken('Owner', ANZ);
    await t.database.db.insert(providerClaims).values({
      userId: host.id,
      kind: 'connected_account',
      idempotencyKey: `connected-account:${host.id}:owner`,
      request: { email: host.email, bankToken: owner.token, bankName: owner.bankName },
    });
    const waiting = postAccount(host, await bankToken('Waiter', KIWIBANK));
    // The owner finishes a moment later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const made = await local.createConnectedAccount(
      { userId: host.id, email: host.email, bankToken: owner.token },
      `connected-account:${host.id}:owner`,
    );
    await t.database.db.transaction(async (tx) => {
      await tx.update(users).set({ connectedAccountId: made.accountId }).where(eq(users.id, host.id));
      await tx.delete(providerClaims).where(eq(providerClaims.userId, host.id));
    });

    const res = await waiting;
    expect(res.statusCode).toBe(200);
    const state = await accountsOf(host.id);
    expect(state.atProvider.map((a) => a.id)).toEqual([made.accountId]);
    expect(state.atProvider[0]!.bankName).toBe('Kiwibank');
  });

  it('lets the next request start afresh after the provider refused a token', async () => {
    const host = await signUp(t, 'refused@claims.test');
    const bad = await postAccount(host, { token: 'btok_local_garbage', bankName: null });
    expect(bad.statusCode).toBe(400);
    expect((await accountsOf(host.id)).claims).toEqual([]);
    const good = await postAccount(host, await bankToken('Good'));
    expect(good.statusCode).toBe(200);
    const state = await accountsOf(host.id);
    expect(state.atProvider).toHaveLength(1);
    expect(state.saved).toBe(state.atProvider[0]!.id);
  });
});

describe('a payment customer', () => {
  it('is created once when 20 card setups start together', async () => {
    const guest = await signUp(t, 'customer@claims.test');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: `/v1/users/${guest.id}/payment/setup`, headers: guest.headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const customers = await t.database.db
      .select()
      .from(localCustomers)
      .where(eq(localCustomers.userId, guest.id));
    expect(customers).toHaveLength(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guest.id));
    expect(row!.paymentCustomerId).toBe(customers[0]!.id);
  });

  it('replays the claimed request when the name changed after the answer was lost', async () => {
    // Same key, other details: the provider would refuse it, so the stored request is what is sent.
    const guest = await signUp(t, 'renamed@claims.test');
    const sent = { email: guest.email, name: 'Old Name' };
    const made = await local.createCustomer({ userId: guest.id, ...sent }, `customer:${guest.id}`);
    await t.database.db.insert(providerClaims).values({
      userId: guest.id,
      kind: 'customer',
      idempotencyKey: `customer:${guest.id}`,
      request: sent,
      claimedAt: new Date(0),
    });
    await t.database.db
      .update(users)
      .set({ firstName: 'New', lastName: 'Name' })
      .where(eq(users.id, guest.id));

    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${guest.id}/payment/setup`,
      headers: guest.headers,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guest.id));
    expect(row!.paymentCustomerId).toBe(made.customerId);
  });
});
