import { z } from 'zod';
import { isIsoDate } from '../dates';
import { msg, type MessageCode } from '../messages';

/**
 * The dates accepted: far enough inside four-digit years that a window counted from one (28 nights,
 * a year) is still a YYYY-MM-DD date.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';

export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: msg('validation.date') })
  .refine((date) => date >= EARLIEST_DATE && date <= LATEST_DATE, {
    message: msg('validation.dateRange'),
    params: { from: EARLIEST_DATE, to: LATEST_DATE },
  })
  .describe('A calendar date, YYYY-MM-DD');

/** The largest value of a PostgreSQL `integer` (int4) column, which every serial id is. */
export const MAX_INT4 = 2_147_483_647;

/** Row ids as the URL carries them: whole, positive, and within the id column's range. */
export const idSchema = z.coerce
  .number({ message: msg('validation.notANumber') })
  .int(msg('validation.wholeNumber'))
  .positive(msg('validation.moreThan'))
  .max(MAX_INT4, msg('validation.atMost'));

export const idParamSchema = z.object({ id: idSchema });

/**
 * The smallest positive normal double. PostgreSQL refuses non-zero values closer to 0 than this
 * (subnormals such as 1e-323) as out of range, so they must be stopped at the edge.
 */
export const SMALLEST_NORMAL_NUMBER = 2.2250738585072014e-308;

/**
 * A finite number from a query string or body that the database can hold (add the field's own
 * bounds with .min/.max). The answer names the field in `field`, not in the message.
 */
export function finiteNumber() {
  return z.coerce
    .number({ message: msg('validation.notANumber') })
    .refine((n) => n === 0 || Math.abs(n) >= SMALLEST_NORMAL_NUMBER, msg('validation.tooCloseToZero'));
}

/**
 * A latitude (-90 to 90) or longitude (-180 to 180) in a body, that the database can hold. A missing
 * or out-of-range one answers `message`: each form says where its coordinates come from.
 */
export function coordinateSchema(min: number, max: number, message: MessageCode) {
  return z
    .number({ message })
    .min(min, message)
    .max(max, message)
    .refine((n) => n === 0 || Math.abs(n) >= SMALLEST_NORMAL_NUMBER, msg('validation.tooCloseToZero'));
}

/** Text that may reach the database: PostgreSQL cannot store the NUL character. */
export const textSchema = () => z.string().refine((s) => !s.includes('\0'), msg('validation.nulCharacter'));

export const errorBodySchema = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});

/** A route's error answers: the error body under each of these statuses. */
export function errorResponses<const Statuses extends readonly number[]>(...statuses: Statuses) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [Status in Statuses[number]]: typeof errorBodySchema;
  };
}

/** A JSON object (not null, not an array): what a preprocessing step may read fields of. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
