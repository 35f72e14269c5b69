import {
  adminEmailBodySchema,
  adminPasswordBodySchema,
  adminPasswordPathParamSchema,
  adminRolesBodySchema,
  adminUserParamSchema,
} from '../../../domain/schemas/admin-users';
import { errorResponses } from '../../../domain/schemas/common';
import { gstRegistrationSchema } from '../../../domain/schemas/payments';
import {
  referralUpdateSchema,
  userIdParamSchema,
  userListQuerySchema,
  userListSchema,
  userProfileSchema,
  userUpdateSchema,
  type UserUpdate,
} from '../../../domain/schemas/users';
import type { FastifyRequest } from 'fastify';
import { signedInViewer, type RecentSignInRule } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import { saveCard } from '../payments/payments.service';
import * as service from './users.service';

const errors = errorResponses(400, 401, 403, 404);

export function usersRoutes(app: App, { database, auth, payments, config }: AppDeps) {
  const { db } = database;
  // PUT /v1/users/{id} with the spec's paymentInformation {token} saves the card (decision 035).
  const saveCardOf: service.SaveCard = (viewer, id, token) =>
    saveCard({ db, payments, config }, viewer, id, token);
  /**
   * A change of email is a sensitive action (decision 057): it needs a recent sign-in unless the
   * request gives the person's own password, which the service checks.
   */
  const emailChange =
    (userId: (req: FastifyRequest) => string): RecentSignInRule =>
    (req) =>
      service.emailChangeNeedsRecentSignIn(
        db,
        signedInViewer(req),
        userId(req),
        req.body as UserUpdate | null,
      );

  app.get('/v1/users', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['users'],
      summary: 'Administrators: search users (by email or name, 50 a page). Others: their own profile',
      querystring: userListQuerySchema,
      response: { 200: userListSchema, ...errors },
    },
    handler: (req) => service.listUsers(db, signedInViewer(req), req.query),
  });

  app.get('/v1/users/:id', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['users'],
      summary: 'A profile: your own, or anyone’s for an administrator',
      params: userIdParamSchema,
      response: { 200: userProfileSchema, ...errors },
    },
    handler: (req) => service.getUser(db, signedInViewer(req), req.params.id),
  });

  app.put('/v1/users/:id', {
    config: {
      permission: 'users:manage-own',
      recentSignIn: emailChange((req) => (req.params as { id: string }).id),
    },
    schema: {
      tags: ['users'],
      summary:
        'Change names, phone, image, referrer or email (email needs the password or a recent sign-in); paymentInformation {token} saves the card first (402 when the provider refuses it)',
      params: userIdParamSchema,
      body: userUpdateSchema,
      response: { 200: userProfileSchema, ...errors, ...errorResponses(402, 409, 429, 503) },
    },
    handler: (req) =>
      service.updateUser({ db, auth, saveCard: saveCardOf }, signedInViewer(req), req.params.id, req.body),
  });

  // The spec lists POST /v1/users without its body or answer: its apps made the profile there after
  // signing up. Sign-up makes it here, so the call completes one's own profile with PUT's fields.
  app.post('/v1/users', {
    config: {
      permission: 'users:manage-own',
      recentSignIn: emailChange((req) => signedInViewer(req).userId),
    },
    schema: {
      tags: ['users'],
      summary:
        'Complete one’s own profile after signing up: the fields of PUT /v1/users/{id}, all optional; answers the user',
      body: userUpdateSchema.nullish(),
      response: { 200: userProfileSchema, ...errors, ...errorResponses(402, 409, 429, 503) },
    },
    handler: (req) => {
      const viewer = signedInViewer(req);
      return service.updateUser({ db, auth, saveCard: saveCardOf }, viewer, viewer.userId, req.body ?? {});
    },
  });

  app.put('/v1/users/:id/referral', {
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['users'],
      summary: 'Credit the affiliate whose referral link brought this user',
      params: userIdParamSchema,
      body: referralUpdateSchema,
      response: { 200: userProfileSchema, ...errors },
    },
    handler: (req) => service.saveReferral(db, signedInViewer(req), req.params.id, req.body.referrer),
  });

  app.put('/v1/users/:id/gst', {
    config: { permission: 'payouts:manage-own' },
    schema: {
      tags: ['users'],
      summary:
        'Say whether the host is GST-registered, with their GST number (decision 049); 400 payouts.gstNumber when it is not a valid IRD number',
      params: userIdParamSchema,
      body: gstRegistrationSchema,
      response: { 200: userProfileSchema, ...errors },
    },
    handler: (req) => service.setGstRegistration(db, signedInViewer(req), req.params.id, req.body),
  });

  // ---- The admin user calls (spec section 7), for those who manage every user ----

  app.put('/v1/admin/user/update/:id', {
    config: {
      permission: 'users:manage-any',
      recentSignIn: emailChange((req) => (req.params as { id: string }).id),
    },
    schema: {
      tags: ['users', 'admin'],
      summary: 'Change a user’s email without their password (409 when the address is taken)',
      params: userIdParamSchema,
      body: adminEmailBodySchema,
      response: { 200: userProfileSchema, ...errors, ...errorResponses(409) },
    },
    handler: (req) =>
      service.adminUpdateEmail({ db, auth }, signedInViewer(req), req.params.id, req.body.email),
  });

  // The web sends the password in the body; the spec's path variant below is kept for older clients.
  for (const method of ['put', 'post'] as const) {
    app[method]('/v1/admin/user/:userId/password', {
      config: { permission: 'users:manage-any', recentSignIn: true },
      schema: {
        tags: ['users', 'admin'],
        summary: 'Set a user’s password (6 to 128 characters); their sessions end',
        params: adminUserParamSchema,
        body: adminPasswordBodySchema,
        response: { 200: userProfileSchema, ...errors },
      },
      handler: (req) =>
        service.adminSetPassword({ db, auth }, signedInViewer(req), req.params.userId, req.body.password),
    });

    app[method]('/v1/admin/user/:userId/password/*', {
      config: { permission: 'users:manage-any', recentSignIn: true },
      schema: {
        tags: ['users', 'admin'],
        summary:
          'Set a user’s password given in the path (the spec’s form, kept for compatibility; logs mask it). Prefer the body form',
        params: adminPasswordPathParamSchema,
        response: { 200: userProfileSchema, ...errors },
      },
      handler: (req) =>
        service.adminSetPassword({ db, auth }, signedInViewer(req), req.params.userId, req.params['*']),
    });
  }

  app.put('/v1/admin/user/:id/roles', {
    config: { permission: 'users:manage-any' },
    schema: {
      tags: ['users', 'admin'],
      summary:
        'Replace a user’s stored roles; only a system_admin grants or removes system_admin, and nobody removes their own',
      params: userIdParamSchema,
      body: adminRolesBodySchema,
      response: { 200: userProfileSchema, ...errors },
    },
    handler: (req) => service.adminUpdateRoles(db, signedInViewer(req), req.params.id, req.body.roles),
  });
}
