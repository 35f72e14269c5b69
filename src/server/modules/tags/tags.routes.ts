// The tag calls (spec section 7): GET /v1/tags and POST /v1/tags. Schema in, one service call,
// result out; the rules are the service's and the domain schema's.

import { errorResponses } from '../../../domain/schemas/common';
import { createTagBodySchema, tagListSchema, tagSchema } from '../../../domain/schemas/tags';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './tags.service';

export function tagsRoutes(app: App, { database }: AppDeps) {
  const { db } = database;

  app.get('/v1/tags', {
    config: { access: 'public' },
    schema: { tags: ['tags'], summary: 'Every tag', response: { 200: tagListSchema } },
    handler: async () => ({ items: await service.listTags(db) }),
  });

  app.post('/v1/tags', {
    config: { permission: 'tags:manage' },
    schema: {
      tags: ['tags'],
      summary:
        'Add a tag (administrators): a unique label (site features prefixed site_feature:), a name and a group; 409 when the label is taken',
      body: createTagBodySchema,
      response: {
        201: tagSchema,
        ...errorResponses(400, 401, 403, 409),
      },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.createTag(db, signedInViewer(req).userId, req.body)),
  });
}
