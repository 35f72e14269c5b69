import { errorResponses, idParamSchema } from '../../../domain/schemas/common';
import {
  bookingQuoteBodySchema,
  bookingQuoteSchema,
  createBookingBodySchema,
  createBookingListResponseSchema,
  createBookingResponseSchema,
  declineRequestBodySchema,
  idempotencyHeadersSchema,
  isSpecShaped,
  requestParamsSchema,
} from '../../../domain/schemas/booking-create';
import { z } from 'zod';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import {
  adminRefundBodySchema,
  adminRefundResponseSchema,
  cancelBookingBodySchema,
  cancelBookingResponseSchema,
  type AdminRefundBody,
} from '../../../domain/schemas/booking-cancel';
import * as service from './booking-create.service';
import { adminRefundAmount, cancelNights, refundNightByAdmin } from './booking-cancel.service';
import { listNightsOfBooking } from './stays.service';
import { acceptRequest, declineRequest, withdrawRequest } from './booking-requests.service';
import { sweepBookings } from './booking-sweeper';

const devSweepBodySchema = z.object({ at: z.string().datetime({ offset: true }) }).strict();
const devSweepSchema = z.object({
  resumed: z.number(),
  failed: z.number(),
  refunded: z.number(),
  requests: z.object({ expired: z.number(), released: z.number(), captured: z.number() }),
});

/** Booking nights at a property (decision 017) and cancelling them (decision 018). */
export function bookingsRoutes(app: App, { database, payments, config }: AppDeps) {
  const deps: service.BookingDeps = {
    db: database.db,
    payments,
    platformFeePercent: config.platformFeePercent,
    taxRates: config.taxRates,
    emailFrom: config.emailFrom,
  };

  app.post('/v1/locations/:id/bookings', {
    config: { permission: 'bookings:create' },
    schema: {
      tags: ['bookings'],
      summary:
        'Book and pay for nights at a property with the saved card; the Idempotency-Key header (recommended) makes a retry book once',
      description:
        'The nights may be written as the spec’s Selected booking (`{location, site, date, price}`), ' +
        'answered with the spec’s list of booked nights (each a Booking as `GET /v1/bookings` shows it), ' +
        'or as the web writes them (`{siteId, date, price}`), answered with the stay object ' +
        '(`paymentId, total, discount, stays, bookings`). Decision 034.',
      params: idParamSchema,
      headers: idempotencyHeadersSchema,
      body: createBookingBodySchema,
      response: {
        201: z.union([createBookingListResponseSchema, createBookingResponseSchema]),
        ...errorResponses(400, 401, 402, 403, 404, 409, 503),
      },
    },
    handler: async (req, reply) => {
      const viewer = signedInViewer(req);
      const stay = await service.createBooking(
        deps,
        viewer,
        req.params.id,
        req.body,
        req.headers['idempotency-key'],
      );
      if (!isSpecShaped(req.body)) return reply.code(201).send(stay);
      return reply.code(201).send(await listNightsOfBooking(database.db, viewer, stay.paymentId));
    },
  });

  app.post('/v1/locations/:id/bookings/quote', {
    config: { permission: 'bookings:create' },
    schema: {
      tags: ['bookings', 'campaigns'],
      summary:
        'What a campaign code takes off these nights and what the card would be charged, before booking (nothing is reserved)',
      params: idParamSchema,
      body: bookingQuoteBodySchema,
      response: {
        200: bookingQuoteSchema,
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: (req) => service.quoteBooking(deps, signedInViewer(req), req.params.id, req.body),
  });

  app.put('/v1/bookings/:id/status', {
    // Every signed-in person may cancel their own nights; the owner rules (guest, host of the
    // property, administrator) are the service's, and a night one may not cancel answers 404.
    config: { permission: 'bookings:cancel-own' },
    schema: {
      tags: ['bookings'],
      summary:
        'Cancel a night, and with it other nights of the same stay (`nights`): a guest is refunded by the property’s cancellation policy, in full when the host or an administrator cancels',
      params: idParamSchema,
      body: cancelBookingBodySchema,
      response: {
        200: cancelBookingResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 503),
      },
    },
    handler: (req) => cancelNights(deps, signedInViewer(req), req.params.id, req.body),
  });

  app.post('/v1/admin/refund', {
    config: {
      permission: 'bookings:refund',
      // A refund above the threshold (REFUND_RECENT_SIGN_IN_ABOVE_CENTS) is a sensitive action.
      recentSignIn: async (req) =>
        (await adminRefundAmount(deps.db, (req.body as AdminRefundBody).uid)) >
        config.recentSignIn.refundAboveCents,
    },
    schema: {
      tags: ['bookings', 'admin'],
      summary:
        'Refund one night in full with a reason (administrators): an accepted night is cancelled; a night is refunded at most once; a refund above REFUND_RECENT_SIGN_IN_ABOVE_CENTS needs a recent sign-in',
      body: adminRefundBodySchema,
      response: {
        200: adminRefundResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 503),
      },
    },
    handler: (req) => refundNightByAdmin(deps, signedInViewer(req).userId, req.body),
  });

  // ---- Requests to book (issue 26, decision 037) ----

  app.post('/v1/bookings/requests/:paymentId/accept', {
    config: { permission: 'bookings:answer-requests' },
    schema: {
      tags: ['bookings'],
      summary:
        'Accept a request to book at your property: the guest’s held card is charged and the stay confirmed (once, however often it is asked)',
      params: requestParamsSchema,
      response: { 200: createBookingResponseSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 503) },
    },
    handler: (req) => acceptRequest(deps, signedInViewer(req), req.params.paymentId),
  });

  app.post('/v1/bookings/requests/:paymentId/decline', {
    config: { permission: 'bookings:answer-requests' },
    schema: {
      tags: ['bookings'],
      summary:
        'Decline a request to book at your property, with an optional reason the guest sees: the nights are freed and the hold on the card released',
      params: requestParamsSchema,
      body: declineRequestBodySchema,
      response: { 200: createBookingResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) =>
      declineRequest(deps, signedInViewer(req), req.params.paymentId, req.body.reason || null),
  });

  app.post('/v1/bookings/requests/:paymentId/withdraw', {
    config: { permission: 'bookings:cancel-own' },
    schema: {
      tags: ['bookings'],
      summary:
        'Withdraw your request to book before the host answers: the nights are freed and the hold on your card released',
      params: requestParamsSchema,
      response: { 200: createBookingResponseSchema, ...errorResponses(401, 403, 404, 409) },
    },
    handler: (req) => withdrawRequest(deps, signedInViewer(req), req.params.paymentId),
  });

  // A test clock for the journeys (issue 26): the sweeper run now as at a given instant, so a request
  // left unanswered expires without a 24-hour wait. Never registered in production, like the mailbox.
  if (config.env !== 'production') {
    app.post('/v1/dev/bookings/sweep', {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary:
          'Run the booking sweeper now as at `at` (a test clock): requests unanswered by then expire (not available in production)',
        body: devSweepBodySchema,
        response: { 200: devSweepSchema, ...errorResponses(400) },
      },
      handler: async (req) => {
        const at = new Date(req.body.at);
        return sweepBookings({ ...deps, now: () => at }, at);
      },
    });
  }
}
