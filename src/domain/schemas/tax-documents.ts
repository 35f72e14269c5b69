// The tax documents (issue 28, decision 051): a guest's receipt per stay, a tax invoice from Stopover
// (the supplier of every stay under the marketplace rules, decision 049), and a host's monthly
// statement of fees, GST and flat-rate credits. Amounts are integer cents; dates are New Zealand's.

import { z } from 'zod';
import { LANGUAGES } from '../messages/format';
import { msg } from '../messages';
import { isoDateSchema, textSchema } from './common';

/** A statement's month: YYYY-MM, in New Zealand time. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const receiptParamsSchema = z.object({ paymentId: z.uuid(msg('taxDocuments.notFound')) });

export const documentLanguageQuerySchema = z.object({
  language: z
    .enum(LANGUAGES)
    .optional()
    .describe('The PDF’s language; else the person’s own, else Accept-Language. Chinese PDFs are in English'),
});

export const statementParamsSchema = z.object({
  id: textSchema().trim().min(1).max(100),
  month: z.string().regex(MONTH_PATTERN, msg('taxDocuments.badMonth')).describe('YYYY-MM, New Zealand time'),
});

export const statementsParamsSchema = z.object({ id: textSchema().trim().min(1).max(100) });

const cents = z.number().int();

export const receiptSchema = z.object({
  paymentId: z.string(),
  /** SO- and the stay's first night's id: short, unique, fixed. */
  receiptNumber: z.string(),
  /** The day Stopover charged the guest (New Zealand). */
  issuedOn: isoDateSchema,
  /** False for a stay booked before GST (no GST to show): then it is a receipt, not a tax invoice. */
  taxInvoice: z.boolean(),
  supplier: z.object({ name: z.string(), gstNumber: z.string() }),
  recipient: z.object({ name: z.string(), email: z.string() }),
  location: z.object({ id: z.number().int(), name: z.string(), town: z.string().nullable() }),
  arrival: isoDateSchema,
  departure: isoDateSchema,
  nights: z.array(
    z.object({
      date: isoDateSchema,
      site: z.string(),
      price: cents,
      refunded: cents,
      gstReversed: cents,
      refundedOn: isoDateSchema.nullable(),
    }),
  ),
  subtotal: cents,
  discount: cents,
  total: cents,
  gst: cents,
  /** Basis points: 1500 is 15%. 0 for a stay booked before GST. */
  gstRateBp: z.number().int(),
  refunded: cents,
  gstReversed: cents,
  paidAfterRefunds: cents,
  gstAfterRefunds: cents,
});
export type Receipt = z.infer<typeof receiptSchema>;

export const statementFiguresSchema = z.object({
  guestPaid: cents,
  refunded: cents,
  /** The platform fee less what refunds gave back of it. */
  platformFee: cents,
  gst: cents,
  gstReversed: cents,
  flatRateCredit: cents,
  creditReversed: cents,
  /** host_transfer + transfer_reversal: what reached the host's payout account. */
  netToHost: cents,
});
export type StatementFigures = z.infer<typeof statementFiguresSchema>;

export const statementLineSchema = statementFiguresSchema.extend({
  paymentId: z.string(),
  receiptNumber: z.string(),
  location: z.string(),
  sites: z.array(z.string()),
  arrival: isoDateSchema,
  departure: isoDateSchema,
  nights: z.number().int(),
  guest: z.string(),
  /** The credit's rate on this stay in basis points (0: registered host, or booked before GST). */
  flatRateCreditBp: z.number().int(),
});

export const statementSchema = z.object({
  month: z.string(),
  from: isoDateSchema,
  to: isoDateSchema,
  host: z.object({
    id: z.string(),
    name: z.string(),
    gstRegistered: z.boolean(),
    /** Formatted 123-456-789; null when not registered. */
    gstNumber: z.string().nullable(),
  }),
  platformGstNumber: z.string(),
  /** The flat-rate credit's rate today, for the host's status line. */
  flatRateCreditBp: z.number().int(),
  lines: z.array(statementLineSchema),
  totals: statementFiguresSchema,
});
export type Statement = z.infer<typeof statementSchema>;

export const statementMonthsSchema = z.object({
  months: z.array(z.object({ month: z.string(), stays: z.number().int(), netToHost: cents })),
});
export type StatementMonths = z.infer<typeof statementMonthsSchema>;
