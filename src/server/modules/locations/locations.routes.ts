import { errorBodySchema, idParamSchema } from '../../../domain/schemas/common';
import {
  availabilityQuerySchema,
  availabilitySchema,
  locationDetailSchema,
  locationSearchQuerySchema,
  locationSearchResultSchema,
  type LocationSearchResult,
} from '../../../domain/schemas/locations';
import { resolveViewer } from '../../auth/viewer';
import type { App, AppDeps } from '../../http/types';
import * as service from './locations.service';

export function locationsRoutes(app: App, { database, auth }: AppDeps) {
  const { db } = database;

  app.get('/v1/locations', {
    config: { access: 'public' },
    schema: {
      tags: ['locations'],
      summary: 'Search listings, nearest first when a centre is given',
      querystring: locationSearchQuerySchema,
      response: { 200: locationSearchResultSchema, 400: errorBodySchema },
    },
    // The body arrives as JSON text from the database (decision 005); Fastify sends a string as it
    // is, so the schema above documents the shape and the API tests hold the text to it.
    handler: async (req, reply) => {
      // Only the status filter depends on who asks: other searches skip the session lookup.
      const viewer = req.query.status ? await resolveViewer(auth, req) : null;
      const json = await service.searchLocations(db, req.query, viewer);
      return reply.type('application/json; charset=utf-8').send(json as unknown as LocationSearchResult);
    },
  });

  app.get('/v1/locations/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['locations'],
      summary: 'One listing with its images and sites',
      params: idParamSchema,
      response: { 200: locationDetailSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    // Public, but who asks decides whether the exact address is shown (decision 012): the session
    // is looked up here, not in search, which stays free of it. An answer with the address is
    // that person's alone and must not be kept by a shared cache.
    handler: async (req, reply) => {
      const location = await service.getLocation(db, req.params.id, await resolveViewer(auth, req));
      if (location.address) reply.header('cache-control', 'private, no-store');
      return location;
    },
  });

  app.get('/v1/locations/:id/availability', {
    config: { access: 'public' },
    schema: {
      tags: ['locations'],
      summary: 'Per site and night: state, price and spaces left',
      params: idParamSchema,
      querystring: availabilityQuerySchema,
      response: { 200: availabilitySchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (req) =>
      service.getAvailability(db, req.params.id, req.query, await resolveViewer(auth, req)),
  });
}
