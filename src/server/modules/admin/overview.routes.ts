// GET /v1/admin/overview: the admin home's figures, for those who may read everyone's bookings.

import { adminOverviewSchema } from '../../../domain/schemas/admin-overview';
import { errorResponses } from '../../../domain/schemas/common';
import type { App, AppDeps } from '../../http/types';
import * as service from './overview.service';

export function overviewRoutes(app: App, { database }: AppDeps) {
  app.get('/v1/admin/overview', {
    config: { permission: 'bookings:read-any' },
    schema: {
      tags: ['admin'],
      summary:
        'Nights booked, revenue, platform fees, new users and new listings for each of the last 30 days (Pacific/Auckland)',
      response: { 200: adminOverviewSchema, ...errorResponses(401, 403) },
    },
    handler: () => service.getOverview(database.db),
  });
}
