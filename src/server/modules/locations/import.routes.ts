// The data import calls (spec section 7; docs/data-import.md): POST /v1/locations/many loads
// locations with their sites, POST /v1/locations/many/images puts their uploaded photos on them.

import { errorResponses } from '../../../domain/schemas/common';
import {
  importBodySchema,
  importImagesBodySchema,
  importImagesResultSchema,
  importReportSchema,
} from '../../../domain/schemas/data-import';
import { signedInViewer } from '../../auth/guards';
import { languageOf } from '../../http/errors';
import type { App, AppDeps } from '../../http/types';
import * as service from './import.service';

/**
 * The largest import body: 10,000 locations with a few sites and a long description each come to
 * about 15 MB of JSON. Only these routes take more than Fastify's 1 MiB.
 */
export const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

const errors = errorResponses(400, 401, 403, 413);

export function importRoutes(app: App, { database }: AppDeps) {
  const { db } = database;

  app.post('/v1/locations/many', {
    config: { permission: 'import:run' },
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags: ['locations'],
      summary: 'Bulk import of locations with their sites, upserted by foreignKey (administrators)',
      description:
        'Each location is checked on its own: a malformed one is refused in the report (with its errors in ' +
        "the caller's language) and writes nothing, while the others import. Answers one report row per " +
        'location: created, updated, unchanged (already as the file says) or refused.',
      body: importBodySchema,
      response: { 200: importReportSchema, ...errors },
    },
    handler: (req) => service.importLocations(db, signedInViewer(req), req.body.locations, languageOf(req)),
  });

  app.post('/v1/locations/many/images', {
    config: { permission: 'import:run' },
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags: ['locations'],
      summary: 'Put uploaded photos on imported locations by foreignKey (administrators)',
      description:
        'Each list of urls (uploads, POST /v1/images) replaces the photos of the location with that foreignKey, ' +
        'in order (the first is the cover); the same list again changes nothing.',
      body: importImagesBodySchema,
      response: { 200: importImagesResultSchema, ...errors },
    },
    handler: (req) => service.attachImportedImages(db, signedInViewer(req), req.body, languageOf(req)),
  });
}
