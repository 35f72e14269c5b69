// Calendar sync of a site (issue 28, decision 047): the host's view of a site's feed and synced
// calendars under the property's sites, and the private feed itself, public to whoever has the token.
// Schema in, one service call, result out.

import { z } from 'zod';
import { errorResponses } from '../../../domain/schemas/common';
import {
  calendarFeedParamsSchema,
  calendarImportBodySchema,
  calendarImportParamsSchema,
  calendarSyncSchema,
  siteParamsSchema,
} from '../../../domain/schemas/calendar-sync';
import { signedInViewer } from '../../auth/guards';
import { languageOf } from '../../http/errors';
import type { App, AppDeps } from '../../http/types';
import * as service from './calendar-sync.service';

const errors = errorResponses(400, 401, 403, 404);

export function calendarSyncRoutes(app: App, { database, config }: AppDeps) {
  const deps: service.CalendarSyncDeps = {
    db: database.db,
    fetchLimits: config.calendarFetch,
    publicUrl: config.publicUrl,
  };

  app.get('/v1/locations/:id/sites/:siteId/calendar-sync', {
    config: { permission: 'locations:own' },
    schema: {
      tags: ['locations'],
      summary: 'A site’s private calendar feed address and the external calendars synced into it',
      params: siteParamsSchema,
      response: { 200: calendarSyncSchema, ...errors },
    },
    handler: (req) =>
      service.getCalendarSync(deps, signedInViewer(req), req.params.id, req.params.siteId, languageOf(req)),
  });

  app.post('/v1/locations/:id/sites/:siteId/calendar-feed-token', {
    config: { permission: 'locations:own' },
    schema: {
      tags: ['locations'],
      summary: 'Replace a site’s calendar feed address: the old one stops working at once',
      params: siteParamsSchema,
      response: { 200: calendarSyncSchema, ...errors },
    },
    handler: (req) =>
      service.replaceFeedToken(deps, signedInViewer(req), req.params.id, req.params.siteId, languageOf(req)),
  });

  app.post('/v1/locations/:id/sites/:siteId/calendar-imports', {
    config: { permission: 'locations:own' },
    schema: {
      tags: ['locations'],
      summary:
        'Sync an external calendar (iCalendar) into a site: fetched now and every 15 minutes; the nights its events cover are not sold',
      params: siteParamsSchema,
      body: calendarImportBodySchema,
      response: { 201: calendarSyncSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(
          await service.addCalendarImport(
            deps,
            signedInViewer(req),
            req.params.id,
            req.params.siteId,
            req.body,
            languageOf(req),
          ),
        ),
  });

  app.delete('/v1/locations/:id/sites/:siteId/calendar-imports/:importId', {
    config: { permission: 'locations:own' },
    schema: {
      tags: ['locations'],
      summary: 'Stop syncing an external calendar: the nights it blocked are sold again',
      params: calendarImportParamsSchema,
      response: { 200: calendarSyncSchema, ...errors },
    },
    handler: (req) =>
      service.removeCalendarImport(
        deps,
        signedInViewer(req),
        req.params.id,
        req.params.siteId,
        req.params.importId,
        languageOf(req),
      ),
  });

  app.get('/v1/calendar-feeds/:token', {
    // Public, but only to whoever holds the site's secret token: any other token is 404.
    config: { access: 'public' },
    schema: {
      tags: ['locations'],
      summary: 'A site’s booked and blocked nights as an iCalendar feed (RFC 5545), by its secret token',
      params: calendarFeedParamsSchema,
      response: { 200: z.string().describe('text/calendar'), ...errorResponses(400, 404) },
    },
    handler: async (req, reply) => {
      const text = await service.calendarFeed(database.db, req.params.token, languageOf(req));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
  });
}
