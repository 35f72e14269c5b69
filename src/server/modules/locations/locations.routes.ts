import { z } from 'zod';
import { attributionText } from '../../../domain/map-tiles';
import { errorResponses, idParamSchema } from '../../../domain/schemas/common';
import {
  adminLocationListSchema,
  adminLocationSchema,
  adminLocationSearchQuerySchema,
  availabilityQuerySchema,
  availabilitySchema,
  locationDetailSchema,
  locationSearchQuerySchema,
  locationSearchResultSchema,
  type LocationSearchResult,
} from '../../../domain/schemas/locations';
import {
  createNonProductBodySchema,
  updateNonProductBodySchema,
  createPropertyBodySchema,
  propertyListSchema,
  propertyStatusBodySchema,
  propertyStatusSchema,
  updatePropertyBodySchema,
} from '../../../domain/schemas/property';
import { userIdParamSchema } from '../../../domain/schemas/users';
import { signedInViewer } from '../../auth/guards';
import { resolveViewer } from '../../auth/viewer';
import { createTileSource } from '../../adapters/map-tiles/tile-source';
import type { App, AppDeps } from '../../http/types';
import { parseIfMatch, propertyETag } from './etag';
import * as service from './locations.service';
import * as property from './property.service';

const errors = errorResponses(400, 401, 403, 404);

export function locationsRoutes(app: App, { database, reads, auth, config }: AppDeps) {
  const { db } = database;
  // The stay map's tiles, kept by this server copy (decision 053). OpenStreetMap's tile policy asks
  // for a User-Agent that says who we are and how to reach us.
  const stayMaps: service.StayMapDeps = {
    db,
    tiles: createTileSource({
      urlTemplate: config.tileUrl,
      userAgent: `Stopover stay maps (+${config.publicUrl}; ${config.supportEmail})`,
    }),
    attribution: attributionText(config.tileAttribution),
  };

  app.get('/v1/locations', {
    config: { access: 'public' },
    schema: {
      tags: ['locations'],
      summary: 'Search listings, nearest first when a centre is given',
      querystring: locationSearchQuerySchema,
      response: { 200: locationSearchResultSchema, ...errorResponses(400) },
    },
    // The body arrives as JSON text from the database (decision 005); Fastify sends a string as it
    // is, so the schema above documents the shape and the API tests hold the text to it.
    // A search may lag the primary by a second: a replica answers when there is one (decision 055).
    handler: async (req, reply) => {
      // Only the status filter depends on who asks: other searches skip the session lookup.
      const viewer = req.query.status ? await resolveViewer(auth, req) : null;
      const json = await reads.run(req, reply, (from) => service.searchLocations(from, req.query, viewer));
      return reply.type('application/json; charset=utf-8').send(json as unknown as LocationSearchResult);
    },
  });

  app.get('/v1/locations/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['locations'],
      summary: 'One listing with its images and sites',
      params: idParamSchema,
      response: { 200: locationDetailSchema, ...errorResponses(400, 404) },
    },
    // Public, but who asks decides whether the exact address is shown (decision 012): the session
    // is looked up here, not in search, which stays free of it. An answer with the address is
    // that person's alone and must not be kept by a shared cache.
    //
    // That private answer also carries the property's version as its ETag, for `If-Match` on PUT
    // (decision 033). The public answer has none: it is the one caches keep, its rating, cover and
    // host's name change without a save, and it differs from the private one at the same version.
    // Read from a replica (decision 055): an ETag a second old makes a save answer 412, never lose one.
    handler: async (req, reply) => {
      const viewer = await resolveViewer(auth, req);
      const location = await reads.run(req, reply, (from) =>
        service.getLocation(from, req.params.id, viewer),
      );
      if (location.address) {
        reply.header('cache-control', 'private, no-store');
        reply.header('etag', propertyETag(location.id, location.version));
      }
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
      response: { 200: availabilitySchema, ...errorResponses(400, 404) },
    },
    // For display, from a replica (decision 055); a booking checks the nights again on the primary.
    handler: async (req, reply) => {
      const viewer = await resolveViewer(auth, req);
      return reads.run(req, reply, (from) => service.getAvailability(from, req.params.id, req.query, viewer));
    },
  });

  app.get('/v1/locations/:id/map.webp', {
    config: { access: 'public' },
    schema: {
      tags: ['locations'],
      summary:
        'A 640 x 400 WebP map around a listing, for the offline trip: a pin on the exact spot for those who may see the address, else a circle of about 1 km around the public position',
      params: idParamSchema,
      response: { 200: z.string().describe('image/webp'), ...errorResponses(400, 404) },
    },
    // Who asks decides what is drawn (decision 012), so the answer varies with the credentials.
    // X-Map-Position says which position is drawn (exact or public), X-Map-Tiles whether every tile
    // was drawn (complete or missing): an offline copy with gaps, or of the public map, can be replaced.
    handler: async (req, reply) => {
      const viewer = await resolveViewer(auth, req);
      const map = await service.getStayMap(stayMaps, req.params.id, viewer);
      return reply
        .type('image/webp')
        .header('cache-control', service.stayMapCacheControl(map, viewer))
        .header('vary', 'Authorization, Cookie')
        .header('x-map-position', map.exact ? 'exact' : 'public')
        .header('x-map-tiles', map.complete ? 'complete' : 'missing')
        .send(map.image as unknown as string);
    },
  });

  // Properties (decision 021): every signed-in person reaches these routes, so a person who is not a
  // host yet hears from the service why not (property.needPayoutAccount) rather than a bare 403.
  app.post('/v1/locations', {
    config: { permission: 'locations:own' },
    schema: {
      tags: ['locations'],
      summary: 'Create a property (hosts; administrators as themselves), listed at once',
      body: createPropertyBodySchema,
      response: { 201: locationDetailSchema, ...errors },
    },
    handler: async (req, reply) => {
      const created = await property.createProperty(db, signedInViewer(req), req.body);
      return reply.code(201).header('etag', propertyETag(created.id, created.version)).send(created);
    },
  });

  app.put('/v1/locations/:id', {
    config: { permission: 'locations:own' },
    schema: {
      tags: ['locations'],
      summary:
        'Save a property: its host or an administrator; 412 when saved by someone else since the `If-Match` ETag, 409 since the body’s `version`; with neither, the save is taken',
      params: idParamSchema,
      headers: z.looseObject({
        'if-match': z
          .string()
          .optional()
          .describe(
            'The ETag GET /v1/locations/{id} gave: the save is refused (412) if the property changed since',
          ),
      }),
      body: updatePropertyBodySchema,
      response: { 200: locationDetailSchema, ...errors, ...errorResponses(409, 412) },
    },
    handler: async (req, reply) => {
      const { id } = req.params;
      const ifMatch = parseIfMatch(req.headers['if-match'], id);
      const saved = await property.updateProperty(db, signedInViewer(req), id, req.body, { ifMatch });
      return reply.header('etag', propertyETag(saved.id, saved.version)).send(saved);
    },
  });

  app.put('/v1/locations/:id/status', {
    config: { permission: 'locations:own' },
    schema: {
      tags: ['locations'],
      summary: 'List (active, needs a photo) or unlist (inactive) a property',
      params: idParamSchema,
      body: propertyStatusBodySchema,
      response: { 200: propertyStatusSchema, ...errors },
    },
    handler: (req) => property.setPropertyStatus(db, signedInViewer(req), req.params.id, req.body.status),
  });

  app.get('/v1/users/:id/properties', {
    config: { permission: 'locations:own' },
    schema: {
      tags: ['locations'],
      summary: 'A host’s properties, newest first, every status: your own, or anyone’s for an administrator',
      params: userIdParamSchema,
      response: { 200: propertyListSchema, ...errors },
    },
    handler: (req) => property.listUserProperties(db, signedInViewer(req), req.params.id),
  });

  // The admin area's location screens (issue 11). The table has its own route rather than the
  // public search's `status` (spec section 7): that search keeps its speed and its shape, and this
  // one answers what the table needs (hosts, counts, both statuses at once, a cursor).
  app.get('/v1/admin/locations', {
    config: { permission: 'locations:manage-any' },
    schema: {
      tags: ['locations', 'admin'],
      summary:
        'Every listing, listed or not, newest first, 50 a page (pass back `cursor`): by text (name, town, host email), type and status',
      querystring: adminLocationSearchQuerySchema,
      response: { 200: adminLocationListSchema, ...errors },
    },
    handler: (req) => service.adminSearchLocations(db, req.query),
  });

  app.get('/v1/admin/locations/:id', {
    config: { permission: 'locations:manage-any' },
    schema: {
      tags: ['locations', 'admin'],
      summary: 'A listing as its admin pages show it, with its host’s contact',
      params: idParamSchema,
      response: { 200: adminLocationSchema, ...errors },
    },
    handler: (req) => service.getAdminLocation(db, req.params.id),
  });

  app.post('/v1/admin/locations', {
    config: { permission: 'locations:create-non-product' },
    schema: {
      tags: ['locations', 'admin'],
      summary:
        'Create a non-product listing (a commercial or freedom campsite): listed at once, no sites, nothing to book',
      body: createNonProductBodySchema,
      response: { 201: locationDetailSchema, ...errors },
    },
    handler: async (req, reply) => {
      const created = await property.createNonProductListing(db, signedInViewer(req), req.body);
      return reply.code(201).send(created);
    },
  });

  app.put('/v1/admin/locations/:id', {
    config: { permission: 'locations:manage-any' },
    schema: {
      tags: ['locations', 'admin'],
      summary:
        'Save a non-product listing (a commercial or freedom campsite) with the version it was read at; 409 when stale or when it is a hosted property',
      params: idParamSchema,
      body: updateNonProductBodySchema,
      response: { 200: locationDetailSchema, ...errors, ...errorResponses(409) },
    },
    handler: (req) => property.updateNonProductListing(db, signedInViewer(req), req.params.id, req.body),
  });
}
