// The audit trail's calls: what administrators did to a user or a location, for their admin pages.

import {
  adminActionListSchema,
  auditLocationParamSchema,
  auditQuerySchema,
  auditUserParamSchema,
} from '../../../domain/schemas/audit';
import { errorResponses } from '../../../domain/schemas/common';
import type { App, AppDeps } from '../../http/types';
import * as service from './audit.service';

const errors = errorResponses(400, 401, 403);

export function auditRoutes(app: App, { database }: AppDeps) {
  const { db } = database;

  app.get('/v1/admin/users/:id/audit', {
    config: { permission: 'users:manage-any' },
    schema: {
      tags: ['admin'],
      summary: 'What administrators did to this user, newest first (50 a page by cursor)',
      params: auditUserParamSchema,
      querystring: auditQuerySchema,
      response: { 200: adminActionListSchema, ...errors },
    },
    handler: (req) => service.listAdminActions(db, { userId: req.params.id }, req.query.cursor),
  });

  app.get('/v1/admin/locations/:id/audit', {
    config: { permission: 'locations:manage-any' },
    schema: {
      tags: ['admin'],
      summary: 'What administrators did to this location, newest first (50 a page by cursor)',
      params: auditLocationParamSchema,
      querystring: auditQuerySchema,
      response: { 200: adminActionListSchema, ...errors },
    },
    handler: (req) => service.listAdminActions(db, { locationId: req.params.id }, req.query.cursor),
  });
}
