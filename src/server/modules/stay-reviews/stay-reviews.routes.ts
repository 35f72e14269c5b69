// Reviews both ways, no-shows and the guest profile (issue 27, decision 043). Schema in, one
// service call, result out; the owner rules are the service's.

import { errorResponses, idParamSchema } from '../../../domain/schemas/common';
import {
  clearNoShowsInputSchema,
  guestProfileParamSchema,
  guestProfileSchema,
  guestReviewInputSchema,
  hostReplyInputSchema,
  noShowInputSchema,
  stayParamSchema,
  stayReviewsSchema,
} from '../../../domain/schemas/stay-reviews';
import { z } from 'zod';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './stay-reviews.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export function stayReviewsRoutes(app: App, { database, config }: AppDeps) {
  const { db } = database;
  const deps: service.StayReviewsDeps = { db, emailFrom: config.emailFrom, publicUrl: config.publicUrl };

  app.get('/v1/bookings/stays/:night/reviews', {
    config: { permission: 'bookings:read-own' },
    schema: {
      tags: ['reviews'],
      summary:
        'A stay’s two reviews as its guest, its host or an administrator may see them: each side its own, both once both are in or 14 days after departure',
      params: stayParamSchema,
      response: { 200: stayReviewsSchema, ...errors },
    },
    handler: (req) => service.getStayReviews(deps, signedInViewer(req), req.params.night),
  });

  app.post('/v1/bookings/stays/:night/guest-review', {
    config: { permission: 'reviews:write' },
    schema: {
      tags: ['reviews'],
      summary:
        'The host reviews the guest of a stay at their property: 1 to 5 and a comment, once, within 14 days of departure',
      params: stayParamSchema,
      body: guestReviewInputSchema,
      response: { 201: stayReviewsSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.reviewGuest(deps, signedInViewer(req), req.params.night, req.body)),
  });

  app.post('/v1/bookings/stays/:night/no-show', {
    config: { permission: 'reviews:write' },
    schema: {
      tags: ['reviews'],
      summary:
        'The host marks the guest of a stay as a no-show, once, from the day after arrival (an optional note)',
      params: stayParamSchema,
      body: noShowInputSchema,
      response: { 201: stayReviewsSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.markNoShow(deps, signedInViewer(req), req.params.night, req.body)),
  });

  app.post('/v1/reviews/:id/reply', {
    config: { permission: 'reviews:write' },
    schema: {
      tags: ['reviews'],
      summary: 'The host’s one public reply under a review of their property, once the review shows',
      params: idParamSchema,
      body: hostReplyInputSchema,
      response: { 201: z.object({ id: z.number().int(), hostReply: z.string() }), ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await service.replyToReview(deps, signedInViewer(req), req.params.id, req.body)),
  });

  app.get('/v1/users/:id/guest-profile', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['reviews'],
      summary:
        'A guest as hosts see them: stays on Stopover, member since, the hosts’ revealed reviews and no-shows. Oneself, a host with a booking, request or conversation with them, or an administrator',
      params: guestProfileParamSchema,
      response: { 200: guestProfileSchema, ...errors },
    },
    handler: (req) => service.getGuestProfile(db, signedInViewer(req), req.params.id),
  });

  app.post('/v1/admin/users/:id/no-shows/clear', {
    config: { permission: 'users:manage-any' },
    schema: {
      tags: ['admin'],
      summary: 'Clears a guest’s no-shows, so they may book instantly again (kept in the audit trail)',
      params: guestProfileParamSchema,
      body: clearNoShowsInputSchema,
      response: { 200: guestProfileSchema, ...errors },
    },
    handler: (req) => service.clearGuestNoShows(db, signedInViewer(req), req.params.id, req.body.reason),
  });
}
