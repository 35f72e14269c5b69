import { z } from 'zod';
import { isIsoDate } from '../dates';

export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'Must be a date written YYYY-MM-DD' })
  .describe('A calendar date, YYYY-MM-DD');

export const idParamSchema = z.object({
  id: z.coerce
    .number({ message: 'Must be a number' })
    .int('Must be a whole number')
    .positive('Must be positive'),
});

export const errorBodySchema = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
