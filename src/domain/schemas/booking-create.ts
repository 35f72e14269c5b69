// The booking call, POST /v1/locations/{id}/bookings (spec section 7; decision 017): the nights a
// guest selected (spec section 3, Selected booking: site, date and the price they saw), and the
// nights created, one per night (spec section 3, Booking).

import { z } from 'zod';
import { isoDateSchema, MAX_INT4, textSchema } from './common';
import { msg } from '../messages';
import { checkoutCodeSchema } from './campaigns';

/** At most this many nights in one booking (a long stay on several sites). */
export const MAX_NIGHTS_PER_BOOKING = 62;

export const selectedNightSchema = z
  .object({
    siteId: z.number().int(msg('validation.wholeNumber')).positive(msg('validation.moreThan')).max(MAX_INT4),
    date: isoDateSchema,
    /** The price the guest saw, in cents; when given it must equal the server's, or nothing is booked. */
    price: z
      .number()
      .int(msg('validation.wholeNumber'))
      .min(0, msg('validation.atLeast'))
      .max(MAX_INT4)
      .optional(),
  })
  .strict();

export const createBookingBodySchema = z
  .object({
    bookings: z
      .array(selectedNightSchema)
      .min(1, msg('booking.noNights'))
      .max(MAX_NIGHTS_PER_BOOKING, msg('validation.tooMany')),
    vehicleRegistration: textSchema().trim().max(20, msg('validation.tooLong')).optional(),
    /** A campaign code (issue 12): the server recomputes its discount and charges the rest. */
    code: checkoutCodeSchema.optional(),
  })
  .strict();
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ message: msg('validation.requiredField') })
    .regex(
      /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
      msg('validation.invalidFormat'),
    )
    .describe('A uuid the client makes once per booking attempt: a retry with it books once'),
});

export const bookedNightSchema = z.object({
  id: z.number(),
  uid: z.string(),
  date: z.string(),
  locationId: z.number(),
  locationName: z.string(),
  siteId: z.number(),
  siteName: z.string(),
  status: z.string(),
  price: z.number(),
  paid: z.boolean(),
  transactionReference: z.string().nullable(),
  guestVehicleRegistration: z.string().nullable(),
  host: z
    .object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() })
    .nullable(),
});
export type BookedNight = z.infer<typeof bookedNightSchema>;

export const createBookingResponseSchema = z.object({
  paymentId: z.string(),
  /** What the guest paid, in cents. */
  total: z.number(),
  /** What a campaign code took off the nights' prices, in cents (0 without one). */
  discount: z.number(),
  /**
   * The stays booked, by arrival: consecutive nights make one stay, so nights 16 and 20 are two
   * (spec section 4; src/domain/stays.ts). Departure is the morning after a stay's last night.
   */
  stays: z.array(z.object({ arrival: z.string(), departure: z.string() })),
  bookings: z.array(bookedNightSchema),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

/** POST /v1/locations/{id}/bookings/quote: what a code would take off these nights, before booking. */
export const bookingQuoteBodySchema = z
  .object({
    bookings: createBookingBodySchema.shape.bookings,
    code: checkoutCodeSchema,
  })
  .strict();
export type BookingQuoteBody = z.infer<typeof bookingQuoteBodySchema>;

export const bookingQuoteSchema = z.object({
  code: z.string(),
  /** The campaign's message for the guest (spec section 3, Campaign.userMessage). */
  userMessage: z.string(),
  /** The nights' prices added up, in cents. */
  stayTotal: z.number(),
  discount: z.number(),
  /** What the card would be charged. */
  total: z.number(),
});
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;
