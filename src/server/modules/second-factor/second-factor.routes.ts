// The second factor's own calls (decision 056). Adding and using an authenticator app or a passkey
// are Better Auth's calls under /v1/auth (two-factor/*, passkey/*). Schema in, one service call,
// result out; the owner rules are the service's.

import { z } from 'zod';
import { waitMinutes } from '../../../domain/auth-messages';
import { AppError } from '../../../domain/errors';
import { errorResponses } from '../../../domain/schemas/common';
import {
  recoveryRequestSchema,
  recoveryStartedSchema,
  recoveryTokenSchema,
  removeSecondFactorsInputSchema,
  secondFactorsSchema,
} from '../../../domain/schemas/second-factor';
import { userIdParamSchema } from '../../../domain/schemas/users';
import { signedInViewer } from '../../auth/guards';
import { limitAuthRequest, throughGate } from '../../auth/rate-limit';
import type { App, AppDeps } from '../../http/types';
import * as service from './second-factor.service';

const errors = errorResponses(400, 401, 403, 404);
const ok = z.object({ ok: z.literal(true) });

/** The path the email recovery's limits are counted under (src/server/auth/rate-limit.ts). */
export const RECOVERY_LIMIT_PATH = '/second-factor-recovery';

export function secondFactorRoutes(app: App, { database, auth, outbox, config }: AppDeps) {
  const { db } = database;
  const deps: service.SecondFactorDeps = { db, auth, outbox, publicUrl: config.publicUrl };

  app.get('/v1/users/:id/second-factors', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['users'],
      summary: 'The second factors a person holds (authenticator app, passkeys), and a removal waiting',
      params: userIdParamSchema,
      response: { 200: secondFactorsSchema, ...errors },
    },
    handler: (req) => service.getSecondFactors(db, signedInViewer(req), req.params.id),
  });

  app.post('/v1/users/:id/second-factors/decline-offer', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['users'],
      summary: 'A host declines adding a second factor after their payout set-up; they are not asked again',
      params: userIdParamSchema,
      response: { 200: secondFactorsSchema, ...errors },
    },
    handler: (req) => service.declineOffer(db, signedInViewer(req), req.params.id),
  });

  app.delete('/v1/users/:id/second-factor-recovery', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['users'],
      summary: 'Stops an email recovery that would remove one’s second factors',
      params: userIdParamSchema,
      response: { 200: secondFactorsSchema, ...errors },
    },
    handler: (req) => service.cancelRecovery(db, signedInViewer(req), req.params.id),
  });

  app.post('/v1/admin/users/:id/second-factors/remove', {
    config: { permission: 'users:manage-any' },
    schema: {
      tags: ['admin'],
      summary:
        'Removes a person’s second factors and ends their sessions (the reason is kept in the audit trail)',
      params: userIdParamSchema,
      body: removeSecondFactorsInputSchema,
      response: { 200: secondFactorsSchema, ...errors },
    },
    handler: (req) =>
      service.adminRemoveSecondFactors(db, signedInViewer(req), req.params.id, req.body.reason),
  });

  app.post('/v1/second-factor-recovery', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary:
        'Lost every second factor: emails the account a link that starts their removal (same answer whether or not the account exists)',
      body: recoveryRequestSchema,
      response: { 200: ok, ...errorResponses(400, 429) },
    },
    handler: async (req) => {
      const gate = await limitAuthRequest(db, RECOVERY_LIMIT_PATH, req.ip, req.body.email);
      if (gate.refused) {
        const params = { count: waitMinutes(gate.retryAfterSeconds) };
        throw new AppError('RATE_LIMITED', 'auth.rateLimitedWait', params);
      }
      await throughGate(
        gate,
        () => service.requestRecovery(deps, req.body.email),
        () => true,
      );
      return { ok: true as const };
    },
  });

  app.post('/v1/second-factor-recovery/confirm', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'The emailed link: the second factors will be removed in 24 hours unless the owner stops it',
      body: recoveryTokenSchema,
      response: { 200: recoveryStartedSchema, ...errorResponses(400) },
    },
    handler: (req) => service.confirmRecovery(deps, req.body.token),
  });

  app.post('/v1/second-factor-recovery/cancel', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'The link of the “removal under way” email: stops the removal',
      body: recoveryTokenSchema,
      response: { 200: ok, ...errorResponses(400) },
    },
    handler: async (req) => {
      await service.cancelRecoveryByLink(deps, req.body.token);
      return { ok: true as const };
    },
  });
}
