// The campaign calls (spec section 7): POST /v1/campaigns, PUT /v1/campaigns/{id} and
// GET /v1/campaigns/search, for administrators. Schema in, one service call, result out.

import {
  campaignListSchema,
  campaignSchema,
  campaignSearchQuerySchema,
  createCampaignBodySchema,
  updateCampaignBodySchema,
} from '../../../domain/schemas/campaigns';
import { errorResponses, idParamSchema } from '../../../domain/schemas/common';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './campaigns.service';

const errors = errorResponses(400, 401, 403);

export function campaignsRoutes(app: App, { database }: AppDeps) {
  const { db } = database;

  app.post('/v1/campaigns', {
    config: { permission: 'campaigns:manage' },
    schema: {
      tags: ['campaigns'],
      summary:
        'Create a campaign (administrators): a credit or discount code, active at once; 400 naming the field, 409 when the code is taken',
      body: createCampaignBodySchema,
      response: { 201: campaignSchema, ...errors, ...errorResponses(409) },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.createCampaign(db, signedInViewer(req).userId, req.body)),
  });

  app.put('/v1/campaigns/:id', {
    config: { permission: 'campaigns:manage' },
    schema: {
      tags: ['campaigns'],
      summary:
        'Change a campaign’s valid-until date and status (deleted deletes it; a deleted campaign cannot be changed: 409)',
      params: idParamSchema,
      body: updateCampaignBodySchema,
      response: { 200: campaignSchema, ...errors, ...errorResponses(404, 409) },
    },
    handler: (req) => service.updateCampaign(db, signedInViewer(req).userId, req.params.id, req.body),
  });

  app.get('/v1/campaigns/search', {
    config: { permission: 'campaigns:manage' },
    schema: {
      tags: ['campaigns'],
      summary:
        'Campaigns, newest first, by type and code prefix (any case); deleted ones only with status=deleted. Up to 1000 a page (default 25) by cursor',
      querystring: campaignSearchQuerySchema,
      response: { 200: campaignListSchema, ...errors },
    },
    handler: (req) => service.searchCampaigns(db, req.query),
  });
}
