// Personal data (issue 31, decision 058): the export of everything Stopover holds about a person, and
// the deletion of their account. Thin: the rules are in privacy.service.ts.

import type { FastifyRequest } from 'fastify';
import { exportFileName } from '../../../domain/personal-data';
import { errorResponses } from '../../../domain/schemas/common';
import {
  accountDeletionBodySchema,
  accountDeletionSchema,
  dataExportSchema,
} from '../../../domain/schemas/personal-data';
import { userIdParamSchema } from '../../../domain/schemas/users';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './privacy.service';

const tags = ['users', 'privacy'];

export function privacyRoutes(app: App, { database, storage, payments }: AppDeps) {
  const { db } = database;
  const deps = (req: FastifyRequest): service.PrivacyDeps => ({
    db,
    storage,
    payments,
    log: (err, key) => req.log.error({ err, key }, 'an upload of a deleted account could not be removed'),
  });

  app.get('/v1/users/:id/data-export', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags,
      summary:
        'Download my data: everything Stopover holds about the person as one JSON file (an attachment named stopover-data-<date>.json); one’s own, or anyone’s for an administrator. No password hash, token or card number',
      params: userIdParamSchema,
      response: { 200: dataExportSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (req, reply) => {
      const { data, today } = await service.exportPersonalData(db, signedInViewer(req), req.params.id);
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(today)}"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  });

  app.post('/v1/users/:id/deletion', {
    // Deleting an account is for its owner, who proved it lately (decision 057).
    config: { permission: 'users:manage-own', recentSignIn: true },
    schema: {
      tags,
      summary:
        'Delete my account (one’s own only), confirmed by typing its email (400 personalData.confirmEmail). 409 personalData.deletionBlocked while stays are to come or money is still to be paid out (params stays, payouts). Erases or anonymises the personal data; payments, the ledger and payouts are kept under the name “Deleted user”',
      params: userIdParamSchema,
      body: accountDeletionBodySchema,
      response: { 200: accountDeletionSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
    },
    handler: (req) => service.deleteAccount(deps(req), signedInViewer(req), req.params.id, req.body),
  });
}
