// GET /v1/bookings: the nights a caller may see (spec section 7), grouped into stays by the web.
// Schema in, one service call, result out; the owner rules are the service's.

import { errorResponses } from '../../../domain/schemas/common';
import { bookingListQuerySchema, bookingListSchema } from '../../../domain/schemas/booking-list';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './stays.service';

const errors = errorResponses(400, 401, 403, 404);

export function staysRoutes(app: App, { database }: AppDeps) {
  const { db } = database;

  app.get('/v1/bookings', {
    config: { permission: 'bookings:read-own' },
    schema: {
      tags: ['bookings'],
      summary:
        'Nights, 50 a page (pass back `cursor`): your own by default; `host` (your id) for your properties’ guests; anyone’s for administrators',
      querystring: bookingListQuerySchema,
      response: { 200: bookingListSchema, ...errors },
    },
    handler: (req) => service.listBookings(db, signedInViewer(req), req.query),
  });
}
