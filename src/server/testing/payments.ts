// Builders for money tests: guests with a saved card, hosts and affiliates with a payout account, and
// paid-for stays (a `payments` row with its nights), made through the real provider and schema.

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, payments, users } from '../db/schema';
import { createLocalCardToken } from '../adapters/payments/local';
import type { PaymentsProvider } from '../adapters/payments/payments';
import { platformFeeCents } from '../../domain/fees';
import { createLocation, createUser } from './fixtures';
import { signUp, TEST_PASSWORD, type Actor } from './actors';
import type { TestContext } from './test-app';

export const TEST_CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  chargeFails: '4000000000000341',
} as const;

/** A bank account that passes New Zealand's check (the IRD specification's own example). */
export const TEST_BANK_ACCOUNT = '01-0902-0068389-00';

export type User = typeof users.$inferSelect;

/** A user whose card is saved with the provider, as PUT /v1/users/{id}/payment leaves them. */
export async function guestWithCard(
  db: Db,
  provider: PaymentsProvider,
  cardNumber: string = TEST_CARDS.ok,
): Promise<User> {
  const user = await createUser(db);
  const { customerId } = await provider.createCustomer(
    { userId: user.id, email: user.email, name: user.name },
    `customer:${user.id}`,
  );
  const token = createLocalCardToken({ cardNumber, expMonth: 12, expYear: 2040, cvc: '123' });
  const card = await provider.saveCard(customerId, token, `card:${user.id}`);
  const [row] = await db
    .update(users)
    .set({
      paymentCustomerId: customerId,
      paymentMethodToken: card.paymentMethodId,
      paymentValid: true,
      cardLast4: card.last4,
      cardExpMonth: card.expiryMonth,
      cardExpYear: card.expiryYear,
    })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}

/** A signed-in guest whose card is saved with the provider (booking tests call the API as them). */
export async function signedInGuestWithCard(
  t: TestContext,
  email: string,
  cardNumber: string = TEST_CARDS.ok,
): Promise<Actor> {
  const actor = await signUp(t, email, { firstName: 'Mere', lastName: 'Guest' });
  const { customerId } = await t.payments.createCustomer(
    { userId: actor.id, email: actor.email, name: 'Mere Guest' },
    `customer:${actor.id}`,
  );
  const token = createLocalCardToken({ cardNumber, expMonth: 12, expYear: 2040, cvc: '123' });
  const card = await t.payments.saveCard(customerId, token, `card:${actor.id}`);
  await t.database.db
    .update(users)
    .set({ paymentCustomerId: customerId, paymentMethodToken: card.paymentMethodId, paymentValid: true })
    .where(eq(users.id, actor.id));
  return actor;
}

/** A user with a payout account (connected account), as POST /v1/users/{id}/account/stripe leaves them. */
export async function userWithAccount(
  db: Db,
  provider: PaymentsProvider,
  set: Partial<typeof users.$inferInsert> = {},
): Promise<User> {
  const user = await createUser(db, set);
  const digits = TEST_BANK_ACCOUNT.replace(/-/g, '');
  const bank = await provider.createBankToken({
    accountName: user.name,
    accountNumber: digits,
    routingNumber: digits.slice(0, 6),
    currency: 'nzd',
    country: 'NZ',
  });
  const { accountId } = await provider.createConnectedAccount(
    { userId: user.id, email: user.email, bankToken: bank.token },
    `connected-account:${user.id}`,
  );
  const [row] = await db
    .update(users)
    .set({ connectedAccountId: accountId, bankName: bank.bankName })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}

/** An affiliate (referral code, fee percentage) with a payout account. */
export function affiliateWithAccount(db: Db, provider: PaymentsProvider, feePercentage = 10): Promise<User> {
  const code = `AFF${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  return userWithAccount(db, provider, {
    isReferrer: true,
    referralCode: code,
    referralFeePercentage: String(feePercentage),
  });
}

/**
 * A reserved payment for nights at a host's property, as the booking flow will create it: the amount is
 * the nights' prices less the discount, the fee `feePercent` of it.
 */
export async function createPaidStay(
  db: Db,
  input: {
    guest: User;
    host: User;
    prices: number[];
    discount?: number;
    feePercent?: number;
    referrerId?: string | null;
    firstNight?: string;
  },
) {
  const location = await createLocation(db, { ownerId: input.host.id });
  const site = location.sites[0]!;
  const amount = input.prices.reduce((a, b) => a + b, 0) - (input.discount ?? 0);
  const [payment] = await db
    .insert(payments)
    .values({
      guestId: input.guest.id,
      locationId: location.id,
      hostId: input.host.id,
      status: 'reserved',
      amount,
      discount: input.discount ?? 0,
      platformFee: platformFeeCents(amount, input.feePercent ?? 10),
      idempotencyKey: `reservation:${randomUUID()}`,
    })
    .returning();
  const first = new Date(`${input.firstNight ?? '2026-03-01'}T00:00:00Z`);
  const nights = [];
  for (const [i, price] of input.prices.entries()) {
    const date = new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const [night] = await db
      .insert(bookings)
      .values({
        paymentId: payment!.id,
        locationId: location.id,
        siteId: site.id,
        guestId: input.guest.id,
        hostId: input.host.id,
        date,
        price,
        paid: true,
        status: 'accepted',
        referrerId: input.referrerId ?? null,
      })
      .returning();
    nights.push(night!);
  }
  return { payment: payment!, nights, location };
}

/** A bank token from the local provider's token endpoint, as the web's bank form gets one. */
export async function apiBankToken(t: TestContext, accountNumber = TEST_BANK_ACCOUNT) {
  const digits = accountNumber.replace(/-/g, '');
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/payments/local/bank-tokens',
    payload: {
      accountName: 'Aroha Ngata',
      accountNumber: digits.slice(6),
      routingNumber: digits.slice(0, 6),
      currency: 'nzd',
      country: 'NZ',
    },
  });
  if (res.statusCode !== 200) throw new Error(`bank token: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; bankName: string | null; last4: string };
}

/** A host with a payout account opened through the API (PUT first, then POST, as the web does). */
export async function apiHostWithAccount(t: TestContext, email: string): Promise<Actor> {
  const host = await signUp(t, email);
  const bank = await apiBankToken(t);
  const url = `/v1/users/${host.id}/account/stripe`;
  const put = await t.app.inject({
    method: 'PUT',
    url,
    headers: host.headers,
    payload: { token: bank.token },
  });
  if (put.statusCode !== 404) throw new Error(`PUT before the account exists: ${put.statusCode}`);
  const post = await t.app.inject({
    method: 'POST',
    url,
    headers: host.headers,
    payload: { token: bank.token, bankName: bank.bankName },
  });
  if (post.statusCode !== 200) throw new Error(`POST account: ${post.statusCode} ${post.body}`);
  return host;
}

/**
 * A signed-in guest with a saved card, as signedInGuestWithCard makes one, but signing up from an
 * address of its own (10.`net`.x.y, from `i`): sign-ups are limited to 30 an hour per address, and the
 * concurrency tests need crowds.
 */
export async function crowdGuestWithCard(t: TestContext, i: number, net: number): Promise<Actor> {
  const email = `crowd-${net}-${i}-${randomUUID().slice(0, 8)}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-up/email',
    remoteAddress: `10.${net}.${i >> 8}.${i & 255}`,
    payload: { email, password: TEST_PASSWORD, name: '' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const token = res.headers['set-auth-token'] as string;
  const id = res.json().user.id as string;
  const { customerId } = await t.payments.createCustomer(
    { userId: id, email, name: `Guest ${i}` },
    `customer:${id}`,
  );
  const cardToken = createLocalCardToken({
    cardNumber: TEST_CARDS.ok,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
  const card = await t.payments.saveCard(customerId, cardToken, `card:${id}`);
  await t.database.db
    .update(users)
    .set({ paymentCustomerId: customerId, paymentMethodToken: card.paymentMethodId, paymentValid: true })
    .where(eq(users.id, id));
  return { id, email, token, headers: { authorization: `Bearer ${token}` } };
}
