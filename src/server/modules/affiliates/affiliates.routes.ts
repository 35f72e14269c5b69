// The affiliate calls (spec section 7): making, listing and removing affiliates and paying them
// (administrators), and an affiliate's own summary. Schema in, one service call, result out.

import {
  addAffiliateBodySchema,
  affiliateListSchema,
  affiliateSchema,
  affiliateSummarySchema,
  affiliateUserParamSchema,
  removedAffiliateSchema,
  setAffiliateBodySchema,
  transferBodySchema,
  transferResponseSchema,
} from '../../../domain/schemas/affiliates';
import { errorResponses } from '../../../domain/schemas/common';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './affiliates.service';

const errors = errorResponses(400, 401, 403, 404);

export function affiliatesRoutes(app: App, { database, payments }: AppDeps) {
  const { db } = database;

  app.get('/v1/users/affiliates', {
    config: { permission: 'affiliates:manage' },
    schema: {
      tags: ['affiliates'],
      summary: 'Every affiliate with their code, fee, the nights they brought and what they are owed',
      response: { 200: affiliateListSchema, ...errors },
    },
    handler: () => service.listAffiliates(db),
  });

  app.put('/v1/users/:id/affiliate', {
    config: { permission: 'affiliates:manage' },
    schema: {
      tags: ['affiliates'],
      summary:
        'Make this user an affiliate with a fee percentage (0–100, two decimals), or change their fee; a referral code is made if they have none',
      params: affiliateUserParamSchema,
      body: setAffiliateBodySchema,
      response: { 200: affiliateSchema, ...errors },
    },
    handler: (req) =>
      service.setAffiliate(db, signedInViewer(req).userId, req.params.id, req.body.feePercentage),
  });

  app.put('/v1/users/:id/affiliate/add', {
    config: { permission: 'affiliates:manage' },
    schema: {
      tags: ['affiliates'],
      summary:
        'Make the user with this email an affiliate with a fee percentage (the path’s id is the calling administrator’s)',
      params: affiliateUserParamSchema,
      body: addAffiliateBodySchema,
      response: { 200: affiliateSchema, ...errors },
    },
    handler: (req) =>
      service.addAffiliateByEmail(db, signedInViewer(req).userId, req.body.email, req.body.feePercentage),
  });

  app.delete('/v1/users/:id/affiliate/del', {
    config: { permission: 'affiliates:manage' },
    schema: {
      tags: ['affiliates'],
      summary:
        'This user is no longer an affiliate: their code stops bringing new nights; nights already brought keep their referrer',
      params: affiliateUserParamSchema,
      response: { 200: removedAffiliateSchema, ...errors },
    },
    handler: (req) => service.removeAffiliate(db, signedInViewer(req).userId, req.params.id),
  });

  app.get('/v1/users/:id/affiliate/summary', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['affiliates'],
      summary:
        'What an affiliate brought, was paid and is owed, with their latest nights (the affiliate themselves, or administrators)',
      params: affiliateUserParamSchema,
      response: { 200: affiliateSummarySchema, ...errors },
    },
    handler: (req) => service.affiliateSummary(db, signedInViewer(req), req.params.id),
  });

  app.post('/v1/admin/transfer', {
    config: { permission: 'affiliates:manage' },
    schema: {
      tags: ['affiliates'],
      summary:
        'Pay an affiliate (referrer: their user id) for nights (uids): accepted, paid, not refunded nights they brought and not yet paid earn price × fee / 100 each; the others are refused one by one',
      body: transferBodySchema,
      response: { 200: transferResponseSchema, ...errors, ...errorResponses(409, 503) },
    },
    handler: (req) => service.transferToAffiliate({ db, payments }, signedInViewer(req).userId, req.body),
  });
}
