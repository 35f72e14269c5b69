// Personal data (issue 31, decision 058): GET /v1/users/{id}/data-export answers the export,
// POST /v1/users/{id}/deletion takes the typed email that confirms deleting the account.

import { z } from 'zod';
import { msg } from '../messages';
import { textSchema } from './common';

const rows = z.array(z.record(z.string(), z.unknown()));
const record = z.record(z.string(), z.unknown());

/** The export: every category the web's summary counts (EXPORT_CATEGORIES), each a list of records. */
export const dataExportSchema = z.object({
  format: z.literal('stopover-personal-data'),
  version: z.literal(1),
  exportedAt: z.string().describe('When the file was made (ISO 8601)'),
  userId: z.string(),
  profile: record.nullable(),
  consent: record,
  signIns: z.object({ sessions: rows, accounts: rows }),
  vehicles: rows,
  staysAsGuest: rows.describe('One row per night booked'),
  staysAsHost: rows.describe('Nights guests booked at your properties, with guests’ names as you see them'),
  properties: rows,
  reviewsWritten: z.object({ places: rows, guests: rows }),
  reviewsReceived: z.object({ places: rows, asGuest: rows, noShows: rows }),
  messageThreads: rows,
  payments: rows.describe('Amounts, dates, status and the provider’s references; no card numbers'),
  ledger: rows,
  payouts: z.object({ account: record, paidOut: rows }),
  affiliate: z.object({ referredNights: rows }),
  contactMessages: rows,
  uploads: rows,
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** POST /v1/users/{id}/deletion: the account's email, typed again. */
export const accountDeletionBodySchema = z
  .object({
    email: textSchema()
      .trim()
      .min(1, msg('personalData.confirmEmail'))
      .max(320, msg('validation.tooLong'))
      .describe('The account’s email address, typed to confirm'),
  })
  .strict();
export type AccountDeletionBody = z.infer<typeof accountDeletionBodySchema>;

export const accountDeletionSchema = z.object({ deleted: z.literal(true) });
