// The `local` payment provider, the embedded default: a complete, deterministic simulation of a card
// processor with connected accounts, kept in the database's local_* tables (they stand for the
// provider's own records; nothing else reads them). Decision 008 describes it.
//
// - Cards: test cards only behave specially (4000 0000 0000 0002 is declined and 4000 0000 0000 9995
//   has insufficient funds, both when saved; 4000 0000 0000 0341 saves but every charge is declined);
//   any other 16-digit number that passes the Luhn check succeeds. Card tokens are pure strings that
//   carry the last 4 digits, the expiry and the behaviour, never the number.
// - Money: a charge keeps the platform's fee and transfers the rest to the host's connected account at
//   once (a balance transaction, available immediately); refunds reverse the transfer and give the fee
//   back in proportion (refund-split.ts); transfers pay affiliates. A hold (authorise, for a request
//   to book) is a charge row in status 'authorised' that moves nothing until it is captured (then the
//   host's share is transferred) or released.
// - Idempotency: every call that takes a key stores its first outcome (a result or a card error)
//   under the key in the same transaction as the work, so a replay returns it and moves nothing again.
// - Payouts on the 15th: whenever a balance or its transactions are read, each 15th (Pacific/Auckland)
//   that began since the last payout pays out what was available at that instant.
// - Connected accounts need `individual.verification.document` until the local verification page
//   (GET /v1/payments/local/account-links/:id) completes them.

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, lt, lte, or, sql } from 'drizzle-orm';
import { todayInAuckland } from '../../../domain/dates';
import { nzBankAccountProblem, nzBankName } from '../../../domain/nz-bank-account';
import { payoutDatesBetween, startOfAucklandDay } from '../../../domain/payouts';
import { en } from '../../../domain/messages';
import type { Db } from '../../db/client';
import {
  localAccountLinks,
  localBalanceTransactions,
  localCards,
  localCharges,
  localConnectedAccounts,
  localCustomers,
  localIdempotency,
  localRefunds,
  localTransfers,
} from '../../db/schema';
import {
  AccountNotFoundError,
  CardError,
  InvalidRequestError,
  WebhookSignatureError,
  type BalanceTransaction,
  type ChargeInput,
  type PaymentsProvider,
  type SavedCard,
} from './payments';
import { splitRefund } from './refund-split';

// ---- Test cards and card tokens ----

export type CardBehaviour = 'ok' | 'declined' | 'insufficient_funds' | 'charge_fail';

/** The test cards with a behaviour of their own; every other valid number succeeds. */
export const LOCAL_TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'ok',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000341': 'charge_fail',
};

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  invalidExpiry: "Your card's expiration date is invalid.",
  unreadable: 'Your card could not be read. Please enter it again.',
} as const;

const BANK_TOKEN_UNREADABLE = 'Your bank account details could not be read. Please enter them again.';

export type LocalCardInput = {
  cardNumber: string;
  expMonth: string | number;
  expYear: string | number;
  cvc: string;
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

type CardToken = {
  behaviour: CardBehaviour;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

const CARD_TOKEN = /^tok_local_(ok|declined|insufficient_funds|charge_fail)_([a-z]+)_(\d{4})_(\d{2})(\d{4})$/;

/**
 * Turns a card into a local token, as the provider's tokens endpoint does in the browser (pure: the
 * token is the card's behaviour, brand, last 4 digits and expiry). Throws CardError for a number that
 * fails the Luhn check, a past expiry or a malformed security code.
 */
export function createLocalCardToken(input: LocalCardInput, now: Date = new Date()): string {
  const digits = String(input.cardNumber).replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(digits) || !passesLuhn(digits)) {
    throw new CardError(CARD_MESSAGES.incorrectNumber, 'incorrect_number');
  }
  const month = Number(input.expMonth);
  const yearText = String(input.expYear).trim();
  const year = yearText.length <= 2 ? 2000 + Number(yearText) : Number(yearText);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year > 9999) {
    throw new CardError(CARD_MESSAGES.invalidExpiry, 'invalid_expiry_month');
  }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) throw new CardError(CARD_MESSAGES.expired, 'expired_card');
  if (!/^\d{3}$/.test(String(input.cvc).trim())) throw new CardError(CARD_MESSAGES.invalidCvc, 'invalid_cvc');
  const behaviour = LOCAL_TEST_CARDS[digits] ?? 'ok';
  return `tok_local_${behaviour}_${brandOf(digits)}_${digits.slice(-4)}_${String(month).padStart(2, '0')}${year}`;
}

function parseCardToken(token: string): CardToken | null {
  const m = CARD_TOKEN.exec(token);
  if (!m) return null;
  return {
    behaviour: m[1] as CardBehaviour,
    brand: m[2]!,
    last4: m[3]!,
    expMonth: Number(m[4]),
    expYear: Number(m[5]),
  };
}

// ---- Bank tokens ----

type BankToken = { routingNumber: string; last4: string; bankName: string | null; accountName: string };

function encodeBankToken(t: BankToken): string {
  return `btok_local_${Buffer.from(JSON.stringify(t)).toString('base64url')}`;
}

function parseBankToken(token: string): BankToken | null {
  if (!token.startsWith('btok_local_')) return null;
  try {
    const t = JSON.parse(
      Buffer.from(token.slice('btok_local_'.length), 'base64url').toString('utf8'),
    ) as BankToken;
    if (!/^\d{6}$/.test(t.routingNumber) || !/^\d{4}$/.test(t.last4)) return null;
    return {
      routingNumber: t.routingNumber,
      last4: t.last4,
      bankName: t.bankName ?? null,
      accountName: t.accountName ?? '',
    };
  } catch {
    return null;
  }
}

// ---- The provider ----

/** What a connected account still needs until the local verification page completes it. */
export const LOCAL_VERIFICATION_REQUIREMENT = 'individual.verification.document';
/** Account links work once, within this time. */
export const LOCAL_LINK_TTL_MS = 30 * 60_000;
/** Webhook signatures older than this are refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type LocalProviderOptions = {
  /** Where the local verification page is reached (PUBLIC_URL). */
  publicUrl: string;
  /** Signs the webhooks this provider's events would carry (`stripe-signature: t=…,v1=…`). */
  webhookSecret: string;
  /** The provider's clock; tests move it. */
  now?: () => Date;
};

export type LocalAccountLinkView = {
  id: string;
  type: 'verification' | 'update';
  state: 'open' | 'used' | 'expired';
  successUrl: string;
  failureUrl: string;
  account: { id: string; email: string; bankName: string | null; bankLast4: string; verification: string };
};

export interface LocalPaymentsProvider extends PaymentsProvider {
  readonly kind: 'local';
  /** The account link behind the local verification page, or null for an unknown id. */
  accountLink(id: string): Promise<LocalAccountLinkView | null>;
  /**
   * What the page's buttons do: marks the account verified (complete) or not (fail), uses the link up,
   * and says where to send the browser. Null for an unknown id; `expired` when used or out of time.
   */
  finishAccountLink(
    id: string,
    outcome: 'complete' | 'fail',
  ): Promise<null | { expired: true } | { expired: false; accountId: string; redirectTo: string }>;
  /** The signature header of a webhook body, as the provider would send it. */
  signWebhook(body: string, timestampSeconds?: number): string;
}

export function isLocalProvider(provider: PaymentsProvider): provider is LocalPaymentsProvider {
  return provider.kind === 'local' && 'finishAccountLink' in provider;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: { message: string; code: string | null } };

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

function assertCents(value: number, name: string, { positive }: { positive: boolean }) {
  if (!Number.isSafeInteger(value) || value < 0 || (positive && value === 0)) {
    throw new RangeError(
      `${name} must be ${positive ? 'positive' : 'non-negative'} whole cents, got ${value}`,
    );
  }
}

export function createLocalProvider(db: Db, options: LocalProviderOptions): LocalPaymentsProvider {
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  /**
   * Runs `work` once per idempotency key: the first outcome (a value, or a card error) is stored with
   * the work in one transaction; later calls with the key get it back without doing anything. Other
   * errors roll everything back and leave the key unused, so the call can be retried.
   */
  async function once<T>(
    key: string,
    operation: string,
    params: unknown,
    work: (tx: Db) => Promise<T>,
  ): Promise<T> {
    if (!key) throw new RangeError('An idempotency key is required');
    const requestHash = hash({ operation, params });
    const outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
      const claimed = await tx
        .insert(localIdempotency)
        .values({ key, operation, requestHash, result: { pending: true }, createdAt: now() })
        .onConflictDoNothing()
        .returning({ key: localIdempotency.key });
      if (claimed.length === 0) {
        const [first] = await tx.select().from(localIdempotency).where(eq(localIdempotency.key, key));
        if (!first || first.requestHash !== requestHash) {
          throw new Error(
            `Idempotency key ${key} was first used with other parameters (${first?.operation ?? 'unknown'})`,
          );
        }
        return first.result as Outcome<T>;
      }
      let result: Outcome<T>;
      try {
        // A savepoint: a card error leaves no half-done work behind, only the stored outcome.
        result = { ok: true, value: await tx.transaction((inner) => work(inner as unknown as Db)) };
      } catch (error) {
        if (!(error instanceof CardError)) throw error;
        result = { ok: false, error: { message: error.message, code: error.declineCode } };
      }
      await tx.update(localIdempotency).set({ result }).where(eq(localIdempotency.key, key));
      return result;
    });
    if (!outcome.ok) throw new CardError(outcome.error.message, outcome.error.code);
    return outcome.value;
  }

  async function findAccount(tx: Db, accountId: string, lock = false) {
    const query = tx.select().from(localConnectedAccounts).where(eq(localConnectedAccounts.id, accountId));
    const [account] = lock ? await query.for('update') : await query;
    if (!account) throw new AccountNotFoundError();
    return account;
  }

  /** A charge of the card (captured) or a hold on it (authorised), once the card and the host check out. */
  async function newCharge(tx: Db, input: ChargeInput, status: 'captured' | 'authorised') {
    assertCents(input.amount, 'amount', { positive: true });
    assertCents(input.platformFee, 'platformFee', { positive: false });
    if (input.platformFee > input.amount) throw new RangeError('The platform fee exceeds the amount');
    const [card] = await tx
      .select()
      .from(localCards)
      .where(and(eq(localCards.id, input.paymentMethodId), eq(localCards.customerId, input.customerId)));
    if (!card)
      throw new InvalidRequestError(`No such payment method for this customer: ${input.paymentMethodId}`);
    await findAccount(tx, input.destinationAccountId);
    if (card.behaviour === 'charge_fail') throw new CardError(CARD_MESSAGES.declined, 'card_declined');
    const [charge] = await tx
      .insert(localCharges)
      .values({
        id: newId('ch'),
        customerId: input.customerId,
        cardId: card.id,
        amount: input.amount,
        platformFee: input.platformFee,
        destinationAccountId: input.destinationAccountId,
        transferId: null,
        description: input.description,
        metadata: input.metadata ?? {},
        status,
        createdAt: now(),
      })
      .returning();
    return charge!;
  }

  /** Moves the host's share of a captured charge to their connected account (none when it is 0). */
  async function transferHostShare(tx: Db, charge: typeof localCharges.$inferSelect): Promise<string | null> {
    const hostShare = charge.amount - charge.platformFee;
    if (hostShare <= 0) return null;
    const transferId = newId('tr');
    await tx.insert(localTransfers).values({
      id: transferId,
      destinationAccountId: charge.destinationAccountId,
      amount: hostShare,
      chargeId: charge.id,
      description: charge.description,
      createdAt: now(),
    });
    await tx.update(localCharges).set({ transferId }).where(eq(localCharges.id, charge.id));
    await addBalanceTransaction(tx, {
      accountId: charge.destinationAccountId,
      type: 'payment',
      amount: hostShare,
      description: charge.description,
      sourceId: transferId,
    });
    return transferId;
  }

  async function findHold(tx: Db, authorisationId: string) {
    const [charge] = await tx
      .select()
      .from(localCharges)
      .where(eq(localCharges.id, authorisationId))
      .for('update');
    if (!charge) throw new InvalidRequestError(`No such hold: ${authorisationId}`);
    return charge;
  }

  /** Pays out, on each 15th that began since the last payout, what the account held at that instant. */
  async function settlePayouts(tx: Db, accountId: string) {
    const account = await findAccount(tx, accountId, true);
    const dates = payoutDatesBetween(account.lastPayoutDate, todayInAuckland(now()));
    for (const date of dates) {
      const cutoff = startOfAucklandDay(date);
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${localBalanceTransactions.amount}), 0)` })
        .from(localBalanceTransactions)
        .where(
          and(
            eq(localBalanceTransactions.accountId, accountId),
            lt(localBalanceTransactions.createdAt, cutoff),
            lte(localBalanceTransactions.availableOn, cutoff),
          ),
        );
      const available = Number(row?.total ?? 0);
      if (available <= 0) continue;
      await tx
        .insert(localBalanceTransactions)
        .values({
          id: newId('txn'),
          accountId,
          type: 'payout',
          amount: -available,
          description: 'Payout',
          sourceId: `po_local_${accountId}_${date}`,
          availableOn: cutoff,
          createdAt: cutoff,
        })
        .onConflictDoNothing();
    }
    if (dates.length) {
      await tx
        .update(localConnectedAccounts)
        .set({ lastPayoutDate: dates[dates.length - 1]! })
        .where(eq(localConnectedAccounts.id, accountId));
    }
  }

  async function addBalanceTransaction(
    tx: Db,
    row: { accountId: string; type: string; amount: number; description: string; sourceId: string },
  ) {
    const at = now();
    await tx
      .insert(localBalanceTransactions)
      .values({ id: newId('txn'), ...row, availableOn: at, createdAt: at });
  }

  function requirementsOf(account: { verification: string; bankName: string | null }) {
    const currentlyDue = account.verification === 'verified' ? [] : [LOCAL_VERIFICATION_REQUIREMENT];
    return { currentlyDue, valid: currentlyDue.length === 0, bankName: account.bankName };
  }

  function sign(body: string, t: number): string {
    return createHmac('sha256', options.webhookSecret).update(`${t}.${body}`).digest('hex');
  }

  return {
    kind: 'local',

    // ---- Guests ----

    createCustomer(input, idempotencyKey) {
      return once(idempotencyKey, 'createCustomer', input, async (tx) => {
        const id = newId('cus');
        await tx.insert(localCustomers).values({ id, ...input, createdAt: now() });
        return { customerId: id };
      });
    },

    async startCardSetup(customerId) {
      const [customer] = await db.select().from(localCustomers).where(eq(localCustomers.id, customerId));
      if (!customer) throw new InvalidRequestError(`No such customer: ${customerId}`);
      // The local card form posts the card to POST /v1/payments/local/card-tokens: nothing to set up.
      return { clientSecret: null, publishableKey: null };
    },

    saveCard(customerId, cardToken, idempotencyKey): Promise<SavedCard> {
      return once(idempotencyKey, 'saveCard', { customerId, cardToken }, async (tx) => {
        const card = parseCardToken(cardToken);
        if (!card) throw new InvalidRequestError(CARD_MESSAGES.unreadable);
        const [customer] = await tx.select().from(localCustomers).where(eq(localCustomers.id, customerId));
        if (!customer) throw new InvalidRequestError(`No such customer: ${customerId}`);
        // Saving checks the card with the issuer, as a real provider does when it attaches one.
        if (card.behaviour === 'declined') throw new CardError(CARD_MESSAGES.declined, 'card_declined');
        if (card.behaviour === 'insufficient_funds') {
          throw new CardError(CARD_MESSAGES.insufficientFunds, 'insufficient_funds');
        }
        const id = newId('pm');
        await tx.insert(localCards).values({
          id,
          customerId,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          brand: card.brand,
          behaviour: card.behaviour,
          createdAt: now(),
        });
        await tx.update(localCustomers).set({ defaultCardId: id }).where(eq(localCustomers.id, customerId));
        return {
          paymentMethodId: id,
          last4: card.last4,
          expiryMonth: card.expMonth,
          expiryYear: card.expYear,
        };
      });
    },

    // ---- Money ----

    charge(input, idempotencyKey) {
      return once(idempotencyKey, 'charge', input, async (tx) => {
        const charge = await newCharge(tx, input, 'captured');
        return { chargeId: charge.id, transferId: await transferHostShare(tx, charge) };
      });
    },

    authorise(input, idempotencyKey) {
      return once(idempotencyKey, 'authorise', input, async (tx) => {
        const charge = await newCharge(tx, input, 'authorised');
        return { authorisationId: charge.id };
      });
    },

    capture(authorisationId, idempotencyKey) {
      return once(idempotencyKey, 'capture', { authorisationId }, async (tx) => {
        const charge = await findHold(tx, authorisationId);
        if (charge.status === 'released')
          throw new InvalidRequestError(`This hold was released: ${authorisationId}`);
        if (charge.status === 'captured') return { chargeId: charge.id, transferId: charge.transferId };
        await tx.update(localCharges).set({ status: 'captured' }).where(eq(localCharges.id, charge.id));
        return { chargeId: charge.id, transferId: await transferHostShare(tx, charge) };
      });
    },

    release(authorisationId, idempotencyKey) {
      return once(idempotencyKey, 'release', { authorisationId }, async (tx) => {
        const charge = await findHold(tx, authorisationId);
        if (charge.status === 'captured')
          throw new InvalidRequestError(`This hold was captured: ${authorisationId}`);
        await tx.update(localCharges).set({ status: 'released' }).where(eq(localCharges.id, charge.id));
      });
    },

    refund(input, idempotencyKey) {
      return once(idempotencyKey, 'refund', input, async (tx) => {
        assertCents(input.amount, 'amount', { positive: true });
        const [charge] = await tx
          .select()
          .from(localCharges)
          .where(eq(localCharges.id, input.chargeId))
          .for('update');
        if (!charge) throw new InvalidRequestError(`No such charge: ${input.chargeId}`);
        if (charge.status !== 'captured')
          throw new InvalidRequestError(`This charge was never captured: ${input.chargeId}`);
        if (input.amount > charge.amount - charge.amountRefunded) {
          throw new InvalidRequestError(
            `Refund amount (${input.amount}) is greater than what is left of the charge (${charge.amount - charge.amountRefunded})`,
          );
        }
        const split = splitRefund({
          chargeAmount: charge.amount,
          platformFee: charge.platformFee,
          alreadyRefunded: charge.amountRefunded,
          refund: input.amount,
        });
        const refundId = newId('re');
        await tx.insert(localRefunds).values({
          id: refundId,
          chargeId: charge.id,
          amount: input.amount,
          ...split,
          reason: input.reason ?? null,
          createdAt: now(),
        });
        await tx
          .update(localCharges)
          .set({
            amountRefunded: charge.amountRefunded + input.amount,
            feeRefunded: charge.feeRefunded + split.feeRefund,
          })
          .where(eq(localCharges.id, charge.id));
        if (split.transferReversal > 0 && charge.transferId) {
          await tx
            .update(localTransfers)
            .set({ amountReversed: sql`${localTransfers.amountReversed} + ${split.transferReversal}` })
            .where(eq(localTransfers.id, charge.transferId));
          await addBalanceTransaction(tx, {
            accountId: charge.destinationAccountId,
            type: 'payment_refund',
            amount: -split.transferReversal,
            description: `Refund: ${charge.description}`,
            sourceId: refundId,
          });
        }
        return { refundId, ...split };
      });
    },

    transfer(input, idempotencyKey) {
      return once(idempotencyKey, 'transfer', input, async (tx) => {
        assertCents(input.amount, 'amount', { positive: true });
        await findAccount(tx, input.destinationAccountId);
        const transferId = newId('tr');
        await tx.insert(localTransfers).values({
          id: transferId,
          destinationAccountId: input.destinationAccountId,
          amount: input.amount,
          chargeId: null,
          description: input.description,
          createdAt: now(),
        });
        await addBalanceTransaction(tx, {
          accountId: input.destinationAccountId,
          type: 'transfer',
          amount: input.amount,
          description: input.description,
          sourceId: transferId,
        });
        return { transferId };
      });
    },

    // ---- Hosts ----

    async createBankToken(input) {
      if (input.currency !== 'nzd' || input.country !== 'NZ') {
        throw new InvalidRequestError('Only New Zealand dollar accounts in New Zealand are supported.');
      }
      const digits = input.accountNumber.replace(/[\s-]/g, '');
      if (
        !digits.startsWith(input.routingNumber) ||
        input.routingNumber.length !== 6 ||
        nzBankAccountProblem(digits)
      ) {
        throw new InvalidRequestError(en.payouts.bankNotNz);
      }
      const token: BankToken = {
        routingNumber: input.routingNumber,
        last4: digits.slice(-4),
        bankName: nzBankName(digits),
        accountName: input.accountName,
      };
      return { token: encodeBankToken(token), bankName: token.bankName, last4: token.last4 };
    },

    createConnectedAccount(input, idempotencyKey) {
      return once(idempotencyKey, 'createConnectedAccount', input, async (tx) => {
        const bank = parseBankToken(input.bankToken);
        if (!bank) throw new InvalidRequestError(BANK_TOKEN_UNREADABLE);
        const id = newId('acct');
        const at = now();
        await tx.insert(localConnectedAccounts).values({
          id,
          userId: input.userId,
          email: input.email,
          bankName: bank.bankName,
          bankLast4: bank.last4,
          routingNumber: bank.routingNumber,
          verification: 'unverified',
          lastPayoutDate: todayInAuckland(at),
          createdAt: at,
          updatedAt: at,
        });
        return { accountId: id };
      });
    },

    async updateConnectedAccount(accountId, { bankToken }) {
      const bank = parseBankToken(bankToken);
      if (!bank) throw new InvalidRequestError(BANK_TOKEN_UNREADABLE);
      const updated = await db
        .update(localConnectedAccounts)
        .set({
          bankName: bank.bankName,
          bankLast4: bank.last4,
          routingNumber: bank.routingNumber,
          updatedAt: now(),
        })
        .where(eq(localConnectedAccounts.id, accountId))
        .returning({ id: localConnectedAccounts.id });
      if (!updated.length) throw new AccountNotFoundError();
    },

    async getRequirements(accountId) {
      return requirementsOf(await findAccount(db, accountId));
    },

    async createAccountLink(accountId, input) {
      await findAccount(db, accountId);
      const id = `acctlink_local_${randomBytes(18).toString('hex')}`;
      const at = now();
      await db.insert(localAccountLinks).values({
        id,
        accountId,
        type: input.type,
        successUrl: input.successUrl,
        failureUrl: input.failureUrl,
        expiresAt: new Date(at.getTime() + LOCAL_LINK_TTL_MS),
        createdAt: at,
      });
      return { url: `${publicUrl}/v1/payments/local/account-links/${id}` };
    },

    getBalance(accountId) {
      return db.transaction(async (tx) => {
        await settlePayouts(tx, accountId);
        const at = now();
        const [row] = await tx
          .select({
            available: sql<string>`coalesce(sum(${localBalanceTransactions.amount}) filter (where ${localBalanceTransactions.availableOn} <= ${at.toISOString()}::timestamptz), 0)`,
            pending: sql<string>`coalesce(sum(${localBalanceTransactions.amount}) filter (where ${localBalanceTransactions.availableOn} > ${at.toISOString()}::timestamptz), 0)`,
          })
          .from(localBalanceTransactions)
          .where(eq(localBalanceTransactions.accountId, accountId));
        return {
          available: Number(row?.available ?? 0),
          pending: Number(row?.pending ?? 0),
          currency: 'nzd' as const,
        };
      });
    },

    listBalanceTransactions(accountId, page) {
      const limit = Math.min(Math.max(Math.trunc(page.limit), 1), 100);
      return db.transaction(async (tx) => {
        await settlePayouts(tx, accountId);
        const t = localBalanceTransactions;
        let after = undefined;
        if (page.cursor) {
          const [c] = await tx
            .select({ createdAt: t.createdAt, seq: t.seq })
            .from(t)
            .where(and(eq(t.id, page.cursor), eq(t.accountId, accountId)));
          if (!c) throw new InvalidRequestError('That page of transactions does not exist.');
          after = or(lt(t.createdAt, c.createdAt), and(eq(t.createdAt, c.createdAt), lt(t.seq, c.seq)));
        }
        const rows = await tx
          .select()
          .from(t)
          .where(and(eq(t.accountId, accountId), after))
          .orderBy(desc(t.createdAt), desc(t.seq))
          .limit(limit + 1);
        const items: BalanceTransaction[] = rows.slice(0, limit).map((r) => ({
          id: r.id,
          date: r.createdAt.toISOString(),
          description: r.description,
          amount: r.amount,
          type: r.type,
        }));
        return { items, cursor: rows.length > limit ? items[items.length - 1]!.id : null };
      });
    },

    // ---- Webhooks ----

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError();
      const parts = signature.split(',').map((p) => p.trim().split('='));
      const t = Number(parts.find(([k]) => k === 't')?.[1]);
      const candidates = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
      if (!Number.isInteger(t) || candidates.length === 0) throw new WebhookSignatureError();
      if (Math.abs(now().getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError();
      const expected = Buffer.from(sign(rawBody.toString('utf8'), t), 'hex');
      const matches = candidates.some((c) => {
        const given = Buffer.from(c, 'hex');
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
      if (!matches) throw new WebhookSignatureError();
      let event: { id?: unknown; type?: unknown; data?: unknown };
      try {
        event = JSON.parse(rawBody.toString('utf8')) as typeof event;
      } catch {
        throw new WebhookSignatureError();
      }
      if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new WebhookSignatureError();
      const data =
        event.data && typeof event.data === 'object' ? (event.data as Record<string, unknown>) : {};
      return { id: event.id, type: event.type, data };
    },

    signWebhook(body, timestampSeconds = Math.floor(now().getTime() / 1000)) {
      return `t=${timestampSeconds},v1=${sign(body, timestampSeconds)}`;
    },

    // ---- The local verification page ----

    async accountLink(id) {
      const [row] = await db
        .select({ link: localAccountLinks, account: localConnectedAccounts })
        .from(localAccountLinks)
        .innerJoin(localConnectedAccounts, eq(localConnectedAccounts.id, localAccountLinks.accountId))
        .where(eq(localAccountLinks.id, id));
      if (!row) return null;
      const { link, account } = row;
      const state = link.usedAt ? 'used' : link.expiresAt <= now() ? 'expired' : 'open';
      return {
        id: link.id,
        type: link.type as 'verification' | 'update',
        state,
        successUrl: link.successUrl,
        failureUrl: link.failureUrl,
        account: {
          id: account.id,
          email: account.email,
          bankName: account.bankName,
          bankLast4: account.bankLast4,
          verification: account.verification,
        },
      };
    },

    finishAccountLink(id, outcome) {
      return db.transaction(async (tx) => {
        const [link] = await tx
          .select()
          .from(localAccountLinks)
          .where(eq(localAccountLinks.id, id))
          .for('update');
        if (!link) return null;
        const at = now();
        if (link.usedAt || link.expiresAt <= at) return { expired: true as const };
        await tx.update(localAccountLinks).set({ usedAt: at }).where(eq(localAccountLinks.id, id));
        await tx
          .update(localConnectedAccounts)
          .set({ verification: outcome === 'complete' ? 'verified' : 'failed', updatedAt: at })
          .where(eq(localConnectedAccounts.id, link.accountId));
        return {
          expired: false as const,
          accountId: link.accountId,
          redirectTo: outcome === 'complete' ? link.successUrl : link.failureUrl,
        };
      });
    },
  };
}
