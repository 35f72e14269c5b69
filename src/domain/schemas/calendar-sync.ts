// Calendar sync of a site (issue 28, decision 047): what the host's calendar sync routes take and
// answer. The web's calendar sync panel and the server's routes both use these.

import { z } from 'zod';
import { msg } from '../messages';
import { idSchema, isoDateSchema, textSchema } from './common';

/** Calendars one site may sync from. */
export const MAX_CALENDAR_IMPORTS = 10;

export const siteParamsSchema = z.object({ id: idSchema, siteId: idSchema });
export const calendarImportParamsSchema = siteParamsSchema.extend({ importId: idSchema });
export const calendarFeedParamsSchema = z.object({
  token: z.string().max(200).describe('The site’s secret feed token, with or without .ics'),
});

export const calendarImportBodySchema = z.object({
  name: textSchema()
    .trim()
    .min(1, msg('validation.requiredField'))
    .max(60, msg('validation.tooLong'))
    .describe('What the host calls it: the calendar shows “blocked by <name>”'),
  url: textSchema()
    .trim()
    .min(1, msg('validation.requiredField'))
    .max(2000, msg('validation.tooLong'))
    .refine((u) => /^(https?|webcals?):\/\/\S+$/i.test(u), msg('calendarSync.badUrl'))
    .describe('The external calendar’s http(s) (or webcal) address'),
});
export type CalendarImportBody = z.infer<typeof calendarImportBodySchema>;

export const calendarImportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  /** The last fetch whose nights are the ones that block; null until one succeeds. */
  lastSuccessAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** What went wrong with the last attempt, in the caller's language; null when it succeeded. */
  lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** The nights the last good fetch blocks, as runs of dates (both ends included). */
  blocked: z.array(z.object({ from: isoDateSchema, to: isoDateSchema })),
});
export type CalendarImport = z.infer<typeof calendarImportSchema>;

export const calendarSyncSchema = z.object({
  siteId: z.number().int(),
  /** The private address of the site's booked and blocked nights: whoever has it can read them. */
  feedUrl: z.string(),
  imports: z.array(calendarImportSchema),
});
export type CalendarSync = z.infer<typeof calendarSyncSchema>;
