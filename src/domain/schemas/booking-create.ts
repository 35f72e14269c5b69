// The booking call, POST /v1/locations/{id}/bookings (spec section 7; decision 017): the nights a
// guest selected (spec section 3, Selected booking: site, date and the price they saw), and the
// nights created, one per night (spec section 3, Booking).

import { z } from 'zod';
import { idSchema, isoDateSchema, MAX_INT4, textSchema } from './common';
import { isIsoDate, type IsoDate } from '../dates';
import { msg } from '../messages';
import { checkoutCodeSchema } from './campaigns';
import { bookingRequestSchema, bookingRowSchema } from './booking-list';
export type { BookingRequest } from './booking-list';

/**
 * The guest's vehicle for the stay (issue 27, decision 042): one of their own (GET
 * /v1/users/{id}/vehicles), else 400 vehicles.notYours.
 */
const vehicleIdSchema = z
  .string()
  .uuid(msg('vehicles.notYours'))
  .describe('One of your vehicles (GET /v1/users/{id}/vehicles); stored with the stay');

/** At most this many nights in one booking (a long stay on several sites). */
export const MAX_NIGHTS_PER_BOOKING = 62;

const siteIdSchema = z
  .number()
  .int(msg('validation.wholeNumber'))
  .positive(msg('validation.moreThan'))
  .max(MAX_INT4);

/**
 * A selected night, in either of two spellings (decision 034), normalised here and nowhere else:
 * - ours (the web): `{siteId, date, price?}`;
 * - the spec's Selected booking (section 3): `{location, site, date | day, price}`, where `site` is
 *   `siteId`, `day` is `date` when it is a YYYY-MM-DD date, and `location` must be the property in
 *   the path (the service checks it, as only it knows the path).
 * Both spellings of one field may be given only with the same value. Unknown fields are refused.
 * The output is always ours, plus `location` when given and `specShaped` when no `siteId` is named.
 */
export const selectedNightSchema = z
  .object({
    siteId: siteIdSchema.optional(),
    /** The spec's name for `siteId`. */
    site: siteIdSchema.optional().describe('The spec’s name for `siteId` (section 3, Selected booking)'),
    /** The spec's Selected booking names its property; it must be the one in the path. */
    location: idSchema.optional().describe('The property booked; when given, the one in the path'),
    date: isoDateSchema.optional(),
    /** The spec's `day/date`: read as the date when it is one (YYYY-MM-DD), otherwise ignored. */
    day: z
      .union([z.string().max(40), z.number()])
      .optional()
      .describe('The spec’s `day`: the night’s date when no `date` is given'),
    /** The price the guest saw, in cents; when given it must equal the server's, or nothing is booked. */
    price: z
      .number()
      .int(msg('validation.wholeNumber'))
      .min(0, msg('validation.atLeast'))
      .max(MAX_INT4)
      .optional(),
  })
  .strict()
  .superRefine((n, ctx) => {
    if (n.siteId === undefined && n.site === undefined) {
      ctx.addIssue({ code: 'custom', path: ['siteId'], message: msg('validation.required') });
    } else if (n.siteId !== undefined && n.site !== undefined && n.siteId !== n.site) {
      ctx.addIssue({ code: 'custom', path: ['site'], message: msg('booking.twoSites') });
    }
    const day = typeof n.day === 'string' && isIsoDate(n.day) ? n.day : undefined;
    if (n.date === undefined && day === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: msg(n.day === undefined ? 'validation.required' : 'validation.date'),
      });
    } else if (n.date !== undefined && day !== undefined && n.date !== day) {
      ctx.addIssue({
        code: 'custom',
        path: ['day'],
        message: msg('booking.twoDates'),
        params: { date: n.date, day },
      });
    }
  })
  .transform((n) => ({
    siteId: (n.siteId ?? n.site)!,
    date: (n.date ?? n.day) as IsoDate,
    ...(n.price !== undefined ? { price: n.price } : {}),
    ...(n.location !== undefined ? { location: n.location } : {}),
    ...(n.siteId === undefined ? { specShaped: true as const } : {}),
  }));

/**
 * Whether the request was written in the spec's shape (no night names `siteId`): its answer is then
 * the spec's list of booked nights, otherwise our stay object (decision 034).
 */
export const isSpecShaped = (body: { bookings: { specShaped?: true }[] }) =>
  body.bookings.every((n) => n.specShaped === true);

export const createBookingBodySchema = z
  .object({
    bookings: z
      .array(selectedNightSchema)
      .min(1, msg('booking.noNights'))
      .max(MAX_NIGHTS_PER_BOOKING, msg('validation.tooMany')),
    vehicleRegistration: textSchema().trim().max(20, msg('validation.tooLong')).optional(),
    /** A campaign code (issue 12): the server recomputes its discount and charges the rest. */
    code: checkoutCodeSchema.optional(),
    vehicleId: vehicleIdSchema.optional(),
  })
  .strict();
/** What a client sends (the web builds this). */
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;
/** What the booking service reads: the nights normalised to ours. */
export type CreateBookingRequest = z.output<typeof createBookingBodySchema>;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ message: msg('validation.requiredField') })
    .regex(
      /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
      msg('validation.invalidFormat'),
    )
    .optional()
    .describe(
      'Recommended: a uuid the client makes once per booking attempt, so a retry with it books once. ' +
        'Without it, the same guest asking for the same nights at the same property within 10 minutes ' +
        'is one booking (decision 034)',
    ),
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

export const createBookingResponseSchema = z.object({
  paymentId: z.string(),
  request: bookingRequestSchema
    .nullable()
    .describe('A request to book the host answers (a Request site); null: booked and charged at once'),
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

/**
 * The spec's answer (section 7: a list with status, locationName, host, paid, transactionReference):
 * the nights booked, each the spec's Booking as GET /v1/bookings shows it to the guest. Sent when the
 * request was written in the spec's shape (`isSpecShaped`, decision 034).
 */
export const createBookingListResponseSchema = z.array(bookingRowSchema);

/** POST /v1/locations/{id}/bookings/quote: what a code would take off these nights, before booking. */
export const bookingQuoteBodySchema = z
  .object({
    bookings: createBookingBodySchema.shape.bookings,
    code: checkoutCodeSchema,
    vehicleId: vehicleIdSchema.optional(),
  })
  .strict();
export type BookingQuoteBody = z.input<typeof bookingQuoteBodySchema>;
export type BookingQuoteRequest = z.output<typeof bookingQuoteBodySchema>;

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

/** The request a host answers or a guest withdraws: its payment's id (a stay's `stayId`). */
export const requestParamsSchema = z.object({ paymentId: z.string().uuid() });

/** Declining a request: the host may say why (the guest sees it). */
export const declineRequestBodySchema = z
  .object({ reason: textSchema().trim().max(500, msg('validation.tooLong')).nullable().optional() })
  .strict();
