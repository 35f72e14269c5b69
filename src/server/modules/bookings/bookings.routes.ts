import { errorBodySchema, idParamSchema } from '../../../domain/schemas/common';
import {
  createBookingBodySchema,
  createBookingResponseSchema,
  idempotencyHeadersSchema,
} from '../../../domain/schemas/booking-create';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './booking-create.service';

/** Booking nights at a property (decision 017). */
export function bookingsRoutes(app: App, { database, payments, config }: AppDeps) {
  const deps: service.BookingDeps = {
    db: database.db,
    payments,
    platformFeePercent: config.platformFeePercent,
    emailFrom: config.emailFrom,
  };

  app.post('/v1/locations/:id/bookings', {
    config: { permission: 'bookings:create' },
    schema: {
      tags: ['bookings'],
      summary:
        'Book and pay for nights at a property with the saved card; the Idempotency-Key header makes a retry book once',
      params: idParamSchema,
      headers: idempotencyHeadersSchema,
      body: createBookingBodySchema,
      response: {
        201: createBookingResponseSchema,
        400: errorBodySchema,
        401: errorBodySchema,
        402: errorBodySchema,
        403: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema,
        503: errorBodySchema,
      },
    },
    handler: async (req, reply) => {
      const stay = await service.createBooking(
        deps,
        signedInViewer(req),
        req.params.id,
        req.body,
        req.headers['idempotency-key'],
      );
      return reply.code(201).send(stay);
    },
  });
}
