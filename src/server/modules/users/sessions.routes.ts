import { z } from 'zod';
import { errorResponses } from '../../../domain/schemas/common';
import {
  endedSessionsSchema,
  reauthenticateBodySchema,
  reauthenticatedSchema,
  sessionListSchema,
  sessionParamsSchema,
} from '../../../domain/schemas/sessions';
import { userIdParamSchema } from '../../../domain/schemas/users';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './sessions.service';

const errors = errorResponses(400, 401, 403, 404);

const devAgeBodySchema = z
  .object({
    minutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
  })
  .strict();
const devAgedSchema = z.object({ signedInAt: z.string().datetime() });

/** One's own sessions and re-authentication (issue 31, decision 057). */
export function sessionsRoutes(app: App, { database, auth, config }: AppDeps) {
  const { db } = database;

  app.get('/v1/users/:id/sessions', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['users'],
      summary:
        'Your sessions that have not ended: device (from the user agent), country (from the address), signed in, last seen (within 5 minutes), and which is this one',
      params: userIdParamSchema,
      response: { 200: sessionListSchema, ...errors },
    },
    handler: (req) => service.listSessions(db, signedInViewer(req), req.params.id),
  });

  app.delete('/v1/users/:id/sessions', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['users'],
      summary: 'Sign out of every other device: ends all your sessions but this one; answers how many ended',
      params: userIdParamSchema,
      response: { 200: endedSessionsSchema, ...errors },
    },
    handler: (req) => service.endOtherSessions(db, signedInViewer(req), req.params.id),
  });

  app.delete('/v1/users/:id/sessions/:sessionId', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['users'],
      summary:
        'End one of your sessions: its cookie or bearer token is refused from the next request on (404 users.sessionNotFound when it has ended)',
      params: sessionParamsSchema,
      response: { 200: endedSessionsSchema, ...errors },
    },
    handler: (req) => service.endSession(db, signedInViewer(req), req.params.id, req.params.sessionId),
  });

  app.post('/v1/users/:id/reauthenticate', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['users'],
      summary:
        'Give your password again: for the next 10 minutes this session may make sensitive changes. 403 auth.wrongPassword, 429 when guessing; 400 auth.reauthenticateWithProvider for accounts without a password (sign in again with Google or Facebook)',
      params: userIdParamSchema,
      body: reauthenticateBodySchema,
      response: { 200: reauthenticatedSchema, ...errors, ...errorResponses(429) },
    },
    handler: (req) =>
      service.reauthenticate({ db, auth }, signedInViewer(req), req.params.id, req.body.password),
  });

  // A test clock for the journeys (issue 31): the caller's session made older, so a sensitive action
  // asks "Confirm it's you" without a 10-minute wait. Never registered in production, like the mailbox.
  if (config.env !== 'production') {
    app.post('/v1/dev/sessions/current/age', {
      config: { permission: 'users:manage-own' },
      schema: {
        tags: ['development'],
        summary:
          'Make this session have signed in `minutes` earlier, and forget its re-authentication (a test clock; not available in production)',
        body: devAgeBodySchema,
        response: { 200: devAgedSchema, ...errors },
      },
      handler: (req) => service.ageOwnSession(db, signedInViewer(req), req.body.minutes),
    });
  }
}
