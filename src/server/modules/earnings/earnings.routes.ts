import { z } from 'zod';
import { errorResponses } from '../../../domain/schemas/common';
import { earningsQuerySchema, earningsResponseSchema } from '../../../domain/schemas/earnings';
import { userIdParamSchema } from '../../../domain/schemas/users';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './earnings.service';

const errors = errorResponses(400, 401, 403, 404);

/**
 * A host's earnings and occupancy (issue 28, decision 050): their own, or anyone's for an
 * administrator (users:manage-any); another person's id answers 404 like an unknown one.
 */
export function earningsRoutes(app: App, { database, payments }: AppDeps) {
  const deps = { db: database.db, payments };
  const tags = ['payments'];

  app.get('/v1/users/:id/earnings', {
    config: { permission: 'locations:own' },
    schema: {
      tags,
      summary:
        'A host’s earnings of a period of whole months (from, to: YYYY-MM): by month and property, what guests paid, the fee, GST, the flat-rate credit, refunds, net and payouts; nights sold and offered per site',
      params: userIdParamSchema,
      querystring: earningsQuerySchema,
      response: { 200: earningsResponseSchema, ...errors },
    },
    handler: (req) => service.getEarnings(deps, signedInViewer(req), req.params.id, req.query),
  });

  app.get('/v1/users/:id/earnings/csv', {
    config: { permission: 'locations:own' },
    schema: {
      tags,
      summary:
        'The same period as a CSV download (UTF-8 with BOM, ISO dates, dollars with two decimals): one row per night or payout',
      params: userIdParamSchema,
      querystring: earningsQuerySchema,
      response: { 200: z.string().describe('text/csv'), ...errors },
    },
    handler: async (req, reply) => {
      const file = await service.earningsCsvFile(deps, signedInViewer(req), req.params.id, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
}
