import { z } from 'zod';
import { isIsoDate } from '../dates';

/**
 * The dates accepted: far enough inside four-digit years that a window counted from one (28 nights,
 * a year) is still a YYYY-MM-DD date.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';

export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'Must be a date written YYYY-MM-DD' })
  .refine((date) => date >= EARLIEST_DATE && date <= LATEST_DATE, {
    message: `Must be a date between ${EARLIEST_DATE} and ${LATEST_DATE}`,
  })
  .describe('A calendar date, YYYY-MM-DD');

/** The largest value of a PostgreSQL `integer` (int4) column, which every serial id is. */
export const MAX_INT4 = 2_147_483_647;

/** Row ids as the URL carries them: whole, positive, and within the id column's range. */
export const idSchema = z.coerce
  .number({ message: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be positive')
  .max(MAX_INT4, `Must be at most ${MAX_INT4}`);

export const idParamSchema = z.object({ id: idSchema });

/**
 * The smallest positive normal double. PostgreSQL refuses non-zero values closer to 0 than this
 * (subnormals such as 1e-323) as out of range, so they must be stopped at the edge.
 */
export const SMALLEST_NORMAL_NUMBER = 2.2250738585072014e-308;

/**
 * A finite number from a query string or body that the database can hold (add the field's own
 * bounds with .min/.max). `name` starts every message, as a person reads it next to the field.
 */
export function finiteNumber(name: string) {
  return z.coerce
    .number({ message: `${name} must be a number` })
    .refine((n) => n === 0 || Math.abs(n) >= SMALLEST_NORMAL_NUMBER, `${name} is too close to 0`);
}

export const NUL_CHARACTER_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

/** Text that may reach the database: PostgreSQL cannot store the NUL character. */
export const textSchema = () => z.string().refine((s) => !s.includes('\0'), NUL_CHARACTER_MESSAGE);

export const errorBodySchema = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
