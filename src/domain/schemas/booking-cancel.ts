// Cancelling nights, PUT /v1/bookings/{id}/status (spec section 7; decision 018): the night in the
// path, and with it any other nights of the same stay the caller cancels in the same step. The refund
// follows the property's cancellation policy for a guest, and is in full when a host or an
// administrator cancels.

import { z } from 'zod';
import { msg } from '../messages';
import { CANCELLATION_POLICIES } from '../cancellation';
import { idSchema, textSchema } from './common';
import { MAX_NIGHTS_PER_BOOKING } from './booking-create';

export const cancelBookingBodySchema = z
  .object({
    status: z.literal('cancelled', { message: msg('booking.onlyCancel') }),
    nights: z
      .array(idSchema)
      .max(MAX_NIGHTS_PER_BOOKING, msg('validation.tooMany'))
      .optional()
      .describe('Other nights of the same stay to cancel with the one in the path'),
  })
  .strict();
export type CancelBookingBody = z.infer<typeof cancelBookingBodySchema>;

export const cancelledNightSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  date: z.string(),
  siteName: z.string(),
  status: z.string(),
  refunded: z.boolean(),
  /** What came back for this night, in cents (0 when the policy gives nothing back). */
  amountRefunded: z.number().int(),
  /** The share of the night's price given back. */
  refundPercent: z.number().int(),
});

export const cancelBookingResponseSchema = z.object({
  nights: z.array(cancelledNightSchema),
  /** What came back for these nights in all, in cents. */
  refund: z.number().int(),
  cancelledBy: z.enum(['guest', 'host']),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
});
export type CancelBookingResponse = z.infer<typeof cancelBookingResponseSchema>;

/** The reason dialog's minimum (spec section 5): OK is enabled at 10 characters. */
export const MIN_REFUND_REASON_LENGTH = 10;

/** POST /v1/admin/refund: an administrator refunds one night in full, with a reason (spec section 7). */
export const adminRefundBodySchema = z
  .object({
    uid: z.string().uuid(msg('booking.notFound')).describe('The night’s uid'),
    reason: textSchema()
      .trim()
      .min(MIN_REFUND_REASON_LENGTH, msg('booking.reasonTooShort'))
      .max(500, msg('validation.tooLong')),
  })
  .strict();
export type AdminRefundBody = z.infer<typeof adminRefundBodySchema>;

export const adminRefundResponseSchema = z.object({
  uid: z.string(),
  date: z.string(),
  status: z.string(),
  refunded: z.boolean(),
  /** What came back for the night, in cents. */
  amountRefunded: z.number().int(),
  refundReason: z.string().nullable(),
  refundDate: z.string().nullable(),
});
export type AdminRefundResponse = z.infer<typeof adminRefundResponseSchema>;
