// The review calls (spec section 7). Schema in, one service call, result out; the rules are the
// service's.

import { errorResponses, idParamSchema } from '../../../domain/schemas/common';
import {
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewSchema,
} from '../../../domain/schemas/reviews';
import { userIdParamSchema } from '../../../domain/schemas/users';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './reviews.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export function reviewsRoutes(app: App, { database, config }: AppDeps) {
  const { db } = database;
  const deps = { db, emailFrom: config.emailFrom, publicUrl: config.publicUrl };

  app.post('/v1/locations/:id/reviews', {
    config: { permission: 'reviews:write' },
    schema: {
      tags: ['reviews'],
      summary:
        'Review a property after a stay there: 1 to 5 stars and a comment, once per property (409 before departure or a second time). With `stay`, the review is of that stay and shows once the host has reviewed it or 14 days after departure',
      params: idParamSchema,
      body: reviewInputSchema,
      response: { 201: reviewSchema, ...errors },
    },
    handler: async (req, reply) => {
      const review = await service.createReview(deps, signedInViewer(req), req.params.id, req.body);
      return reply.code(201).send(review);
    },
  });

  app.get('/v1/locations/:id/reviews', {
    config: { access: 'public' },
    schema: {
      tags: ['reviews'],
      summary: 'A property’s reviews, newest first, 20 a page (the reviewer by first name only)',
      params: idParamSchema,
      querystring: reviewListQuerySchema,
      response: { 200: reviewListSchema, ...errorResponses(400, 404) },
    },
    handler: (req) => service.listLocationReviews(db, req.params.id, req.query.cursor),
  });

  app.get('/v1/users/:id/reviews', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['reviews'],
      summary: 'A user’s reviews, newest first: your own; anyone’s for administrators',
      params: userIdParamSchema,
      response: { 200: reviewListSchema, ...errors },
    },
    handler: (req) => service.listUserReviews(db, signedInViewer(req), req.params.id),
  });
}
