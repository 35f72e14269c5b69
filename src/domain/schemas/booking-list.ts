// GET /v1/bookings (spec sections 3 and 7): the nights a caller may see, one row per night, 50 a page
// by cursor. The web groups them into stays with `groupStays` (src/domain/stays.ts).

import { z } from 'zod';
import { CANCELLATION_POLICIES } from '../cancellation';
import { REQUEST_LIFECYCLE, statesOf, type RequestStatus } from '../lifecycles';
import { isIsoDate } from '../dates';
import { msg } from '../messages';
import { addressSchema } from './locations';
import { idSchema, isoDateSchema, MAX_INT4, textSchema } from './common';
import { stayVehicleSchema } from './vehicles';

export const BOOKINGS_PAGE_SIZE = 50;

/** A page's cursor: the last row's night and id, `YYYY-MM-DD.id`. */
const CURSOR = /^(\d{4}-\d{2}-\d{2})\.(\d{1,10})$/;

export function parseBookingsCursor(cursor: string): { date: string; id: number } | null {
  const m = CURSOR.exec(cursor);
  if (!m || !isIsoDate(m[1]!)) return null;
  const id = Number(m[2]);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INT4) return null;
  return { date: m[1]!, id };
}

export const formatBookingsCursor = (row: { date: string; id: number }) => `${row.date}.${row.id}`;

const userIdQuery = () => textSchema().trim().min(1).max(100);

export const bookingListQuerySchema = z.object({
  guest: userIdQuery()
    .optional()
    .describe(
      'A guest’s nights: your own id (the default when neither guest nor host is given), any for admins',
    ),
  host: userIdQuery().optional().describe('The nights at a host’s properties: your own id, any for admins'),
  referrer: userIdQuery()
    .optional()
    .describe('The nights an affiliate’s referrals booked: your own id, any for admins'),
  location: idSchema.optional().describe('Only the nights at this property'),
  from: isoDateSchema.optional().describe('Nights from this date on; the list then runs oldest first'),
  fromDate: isoDateSchema.optional().describe('Nights from this date on (with toDate: a range)'),
  toDate: isoDateSchema.optional().describe('Nights up to this date, included'),
  request: z
    .literal('requested')
    .optional()
    .describe('Only the nights of requests to book still waiting for the host (issue 26)'),
  cursor: z
    .string()
    .max(40)
    .refine((c) => parseBookingsCursor(c) !== null, msg('validation.invalid'))
    .optional()
    .describe('The `cursor` of the previous page'),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

const contactSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type BookingContact = z.infer<typeof contactSchema>;

/** A stay's request to book (issue 26): waiting for the host until `expiresAt`, or how it ended. */
export const bookingRequestSchema = z.object({
  status: z.enum(statesOf(REQUEST_LIFECYCLE) as [RequestStatus, ...RequestStatus[]]),
  expiresAt: z.string().describe('When an unanswered request expires and the hold on the card is released'),
  answeredAt: z.string().nullable(),
  declineReason: z.string().nullable().describe('What the host said when declining (optional)'),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** One night (spec section 3's Booking), as the caller may see it. */
export const bookingRowSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  /** The payment that bought the night: the nights of one payment are one stay. */
  stayId: z.string().nullable(),
  date: z.string(),
  location: z.number().int(),
  locationName: z.string(),
  site: z.number().int(),
  siteName: z.string(),
  siteDirections: z.string().nullable().describe('null unless the viewer may see the exact address'),
  locationDirections: z.string().nullable().describe('null unless the viewer may see the exact address'),
  address: addressSchema
    .nullable()
    .describe('The exact address: for the guest booked there, the host, admins'),
  guest: z.string(),
  host: z.string().nullable(),
  status: z.string(),
  price: z.number().int().describe('The night’s price, in cents'),
  paid: z.boolean(),
  /** What the guest paid for this night: its share of the stay’s payment, discounts included (cents). */
  amountPaid: z.number().int(),
  refunded: z.boolean(),
  /** What was given back for this night (cents). */
  amountRefunded: z.number().int(),
  refundDate: z.string().nullable(),
  refundReason: z.string().nullable(),
  transactionReference: z.string().nullable(),
  hostContact: contactSchema.nullable().describe('For the guest’s accepted nights, the host and admins'),
  guestContact: contactSchema.nullable().describe('For the host of the property, admins and the guest'),
  hostFirstName: z.string().nullable().describe('The spec’s flat `hostContact.firstName` (null when hidden)'),
  hostLastName: z.string().nullable().describe('The spec’s flat `hostContact.lastName`'),
  hostEmail: z.string().nullable().describe('The spec’s flat `hostContact.email`'),
  hostPhone: z.string().nullable().describe('The spec’s flat `hostContact.phone`'),
  guestFirstName: z
    .string()
    .nullable()
    .describe('The spec’s flat `guestContact.firstName` (null when hidden)'),
  guestLastName: z.string().nullable().describe('The spec’s flat `guestContact.lastName`'),
  guestEmail: z.string().nullable().describe('The spec’s flat `guestContact.email`'),
  guestPhone: z.string().nullable().describe('The spec’s flat `guestContact.phone`'),
  guestVehicle: z.object({
    registration: z.string().nullable(),
    vehicle: stayVehicleSchema
      .nullable()
      .describe(
        'The vehicle the stay was booked with (issue 27): type, length, registration and the certificate’s kind, expiry and status, for the guest, the host and admins',
      ),
  }),
  referrerTransfer: z.string().nullable(),
  cancellationPolicy: z
    .enum(CANCELLATION_POLICIES)
    .describe('The property’s cancellation policy: what a guest who cancels gets back (decision 018)'),
  request: bookingRequestSchema
    .nullable()
    .describe('The stay’s request to book, when it was one (a Request site); null: booked at once'),
  // ---- Arrival information (issue 26, decision 040) ----
  arrivalInstructions: z
    .string()
    .nullable()
    .describe('The host’s arrival instructions: for the booked guest only, from 48 hours before arriving'),
  arrivalInstructionsLater: z
    .boolean()
    .describe('True when the booked guest will see arrival instructions for this night, but not yet'),
});
export type BookingRowDto = z.infer<typeof bookingRowSchema>;

export const bookingListSchema = z.object({
  items: z.array(bookingRowSchema),
  cursor: z.string().nullable().describe('Pass back for the next page; null when this page was the last'),
});
export type BookingList = z.infer<typeof bookingListSchema>;
