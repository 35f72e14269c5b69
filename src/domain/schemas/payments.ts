// Payments (spec sections 3, 5, 7 and 9): guests' cards, hosts' payout accounts, balances and
// transactions. The web's forms and the server's routes both use these.

import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { nzBankAccountProblem, stripBankSeparators } from '../nz-bank-account';
import { normaliseIrdNumber } from '../ird-number';
import { msg, type Message } from '../messages';
import { CARD_CVV_DIGITS, CARD_NUMBER_DIGITS, digitsProblem, stripCardSeparators } from './card';

/** The web pages the provider's links come back to (spec section 2). */
export const ACCOUNT_LINK_PATHS = {
  verificationSuccess: '/account-verification-success',
  verificationFailure: '/account-verification-failure',
  updateFailure: '/account-update-failure',
} as const;

// ---- Bank account (spec section 5) ----

/**
 * What is wrong with a bank account number as typed (dashes allowed), or undefined when it is
 * valid: required, digits only, 15 to 16 digits, then New Zealand's bank, branch and check-digit rules.
 */
export function bankAccountNumberProblem(value: string): Message | undefined {
  const digits = stripBankSeparators(value);
  if (!digits) return { code: 'validation.required' };
  if (!/^\d+$/.test(digits)) return { code: 'validation.notANumber' };
  if (digits.length < 15 || digits.length > 16) return { code: 'payouts.bankFormat' };
  return nzBankAccountProblem(digits) ? { code: 'payouts.bankNotNz' } : undefined;
}

export const bankAccountFormSchema = z.object({
  accountName: z.string().trim().max(200).optional(),
  accountNumber: z.string().superRefine((value, ctx) => {
    const problem = bankAccountNumberProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.code, params: problem.params });
  }),
});

/**
 * PUT /v1/users/{id}/gst (decision 049): whether the host is GST-registered, with their GST number
 * (their IRD number) when they are. A registered host's stays get no flat-rate credit.
 */
export const gstRegistrationSchema = z
  .object({
    registered: z.boolean(),
    gstNumber: z.string().trim().max(20).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.registered && normaliseIrdNumber(value.gstNumber ?? '') === null) {
      ctx.addIssue({ code: 'custom', path: ['gstNumber'], message: 'payouts.gstNumber' });
    }
  });
export type GstRegistration = z.infer<typeof gstRegistrationSchema>;

// ---- API: tokenisation (the local provider's stand-ins for the browser calls) ----

const digitString = z.union([z.string(), z.number().int().nonnegative()]).transform((v) => String(v).trim());

/** POST /v1/payments/local/card-tokens: the card as the provider's tokens endpoint takes it. */
export const cardTokenRequestSchema = z.object({
  cardNumber: z
    .string()
    .transform(stripCardSeparators)
    .superRefine((v, ctx) => {
      const problem = digitsProblem(v, CARD_NUMBER_DIGITS, 'card.numberLength');
      if (problem) ctx.addIssue({ code: 'custom', message: problem.code, params: problem.params });
    }),
  expMonth: digitString.refine(
    (v) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 12,
    msg('card.monthRange'),
  ),
  /** Two digits (30) or four (2030). */
  expYear: digitString.refine((v) => /^(\d{2}|\d{4})$/.test(v), msg('card.yearFormat')),
  cvc: z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      const problem = digitsProblem(v, CARD_CVV_DIGITS, 'card.cvvLength');
      if (problem) ctx.addIssue({ code: 'custom', message: problem.code, params: problem.params });
    }),
});
export type CardTokenRequest = z.infer<typeof cardTokenRequestSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });

/**
 * POST /v1/payments/local/bank-tokens (spec section 7, "Bank token"). `accountNumber` is either the part
 * after the routing number (9 or 10 digits, as the provider's own endpoint takes it) or the whole
 * 15- or 16-digit number.
 */
export const bankTokenRequestSchema = z
  .object({
    accountName: z.string().trim().max(200).default(''),
    accountNumber: z
      .string()
      .transform(stripBankSeparators)
      .refine((v) => /^\d+$/.test(v), msg('validation.notANumber'))
      .refine((v) => [9, 10, 15, 16].includes(v.length), msg('payouts.bankFormat')),
    routingNumber: z
      .string()
      .transform(stripBankSeparators)
      .refine((v) => /^\d{6}$/.test(v), msg('payouts.routingNumber')),
    currency: z.literal('nzd').default('nzd'),
    country: z.literal('NZ').default('NZ'),
  })
  .superRefine((input, ctx) => {
    const full =
      input.accountNumber.length <= 10 ? input.routingNumber + input.accountNumber : input.accountNumber;
    if (!full.startsWith(input.routingNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['routingNumber'],
        message: msg('payouts.routingMismatch'),
      });
    } else if (nzBankAccountProblem(full)) {
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: msg('payouts.bankNotNz') });
    }
  });
export type BankTokenRequest = z.infer<typeof bankTokenRequestSchema>;

export const bankTokenResponseSchema = z.object({
  token: z.string(),
  bankName: z.string().nullable(),
  last4: z.string(),
});

// ---- API: guests' cards ----

export const paymentSetupResponseSchema = z.object({
  provider: z.enum(['local', 'stripe']),
  /** Stripe's SetupIntent client secret; null for the local provider (the card form posts to card-tokens). */
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
});
export type PaymentSetup = z.infer<typeof paymentSetupResponseSchema>;

/** PUT /v1/users/{id}/payment: the card token from the browser. */
export const tokenBodySchema = z.object({
  token: z.string().trim().min(1, msg('validation.required')).max(4000),
});

// ---- API: hosts' payout accounts ----

/** POST/PUT /v1/users/{id}/account/stripe: the bank token, and the bank's name the token call gave. */
export const payoutAccountBodySchema = tokenBodySchema.extend({
  bankName: z.string().trim().max(200).nullable().optional(),
});

export const accountLinkBodySchema = z.object({
  successUrl: z.string().trim().min(1, msg('validation.required')).max(2000),
  failureUrl: z.string().trim().min(1, msg('validation.required')).max(2000),
});
export type AccountLinkBody = z.infer<typeof accountLinkBodySchema>;

export const accountLinkResponseSchema = z.object({ url: z.string() });

export const requirementsResponseSchema = z.object({
  /** What the provider still needs before payouts; empty when nothing is due. */
  currentlyDue: z.array(z.string()),
  /** A fresh link to provide it when anything is due, else null. */
  link: z.string().nullable(),
});
export type RequirementsResponse = z.infer<typeof requirementsResponseSchema>;

const moneySchema = z.object({ amount: z.number().int(), currency: z.string() });

export const balanceResponseSchema = z.object({
  available: z.array(moneySchema),
  pending: z.array(moneySchema),
  /** The 15th of the current or next month (spec section 9), YYYY-MM-DD. */
  nextPayoutDate: z.string(),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export const TRANSACTIONS_PAGE_SIZE = PAGE_SIZE;

export const transactionsQuerySchema = z.object({
  cursor: z.string().trim().max(200).optional(),
});

export const transactionSchema = z.object({
  id: z.string(),
  /** ISO timestamp. */
  date: z.string(),
  description: z.string(),
  /** Signed cents: positive money in, negative money out. */
  amount: z.number().int(),
});
export const transactionPageSchema = z.object({
  items: z.array(transactionSchema),
  /** Pass back for the next page; null when this page is the last. */
  cursor: z.string().nullable(),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export const webhookResponseSchema = z.object({ received: z.boolean() });
