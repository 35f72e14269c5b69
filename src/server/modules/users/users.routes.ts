import { errorBodySchema } from '../../../domain/schemas/common';
import {
  referralUpdateSchema,
  userIdParamSchema,
  userListQuerySchema,
  userListSchema,
  userProfileSchema,
  userUpdateSchema,
} from '../../../domain/schemas/users';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './users.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export function usersRoutes(app: App, { database, auth }: AppDeps) {
  const { db } = database;

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
    config: { permission: 'users:manage-own' },
    schema: {
      tags: ['users'],
      summary: 'Change names, phone, image, referrer or email (email needs the password)',
      params: userIdParamSchema,
      body: userUpdateSchema,
      response: { 200: userProfileSchema, ...errors, 409: errorBodySchema, 429: errorBodySchema },
    },
    handler: (req) => service.updateUser({ db, auth }, signedInViewer(req), req.params.id, req.body),
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
}
