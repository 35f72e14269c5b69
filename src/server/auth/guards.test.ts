// The access guard on its own: a route declares 'public' or a permission of src/domain/roles.ts,
// and the guard answers 401 without a session and 403 without the permission. The whole app's
// routes are walked by access.test.ts; here a bare Fastify with a stand-in for Better Auth.

import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/constants';
import { registerErrorHandling } from '../http/errors';
import type { App } from '../http/types';
import type { Auth } from './auth';
import type { Db } from '../db/client';
import { registerAccessControl, signedInViewer } from './guards';

/**
 * Bearer tokens name the person: `Bearer <roles>/<accountValid>[/<minutes since signing in>]`, e.g.
 * `Bearer administrator/0/30`.
 */
const fakeAuth = {
  api: {
    getSession: async ({ headers }: { headers: Headers }) => {
      const token = headers.get('authorization')?.slice('Bearer '.length);
      if (!token) return null;
      const [roles, valid, minutes] = token.split('/');
      return {
        // Every fake person has a second factor, so administrators' roles are theirs (decision 056).
        user: {
          id: 'u1',
          roles: roles ? (roles.split(',') as Role[]) : [],
          accountValid: valid === '1',
          twoFactorEnabled: true,
        },
        session: { createdAt: new Date(Date.now() - Number(minutes ?? 0) * 60_000) },
      };
    },
  },
} as unknown as Auth;

const as = (token: string) => ({ authorization: `Bearer ${token}` });

let app: FastifyInstance;
afterEach(() => app?.close());

function build(register: (app: FastifyInstance) => void) {
  app = Fastify();
  registerErrorHandling(app);
  // The stand-in's sessions have no id, so "last seen" is never written: no database needed.
  const table = registerAccessControl(app as unknown as App, fakeAuth, {
    db: null as unknown as Db,
    recentSignInMs: 10 * 60_000,
  });
  register(app);
  return table;
}

describe('the access guard', () => {
  it('lets anyone call a public route and lists what every route requires', async () => {
    const table = build((a) => {
      a.get('/v1/open', { config: { access: 'public' } }, async () => ({ ok: true }));
      a.post('/v1/refunds', { config: { permission: 'bookings:refund' } }, async () => ({ ok: true }));
    });
    await app.ready();
    expect((await app.inject({ url: '/v1/open' })).statusCode).toBe(200);
    expect(table).toEqual([
      { method: 'GET', url: '/v1/open', requires: 'public' },
      { method: 'POST', url: '/v1/refunds', requires: 'bookings:refund' },
    ]);
  });

  it('answers 401 without a session, 403 without the permission, and runs the handler with it', async () => {
    build((a) =>
      a.get('/v1/hosting', { config: { permission: 'locations:manage-own' } }, async (req) => ({
        who: signedInViewer(req).userId,
      })),
    );
    expect((await app.inject({ url: '/v1/hosting' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/v1/hosting', headers: as('/0') })).statusCode).toBe(403);
    // An administrator is not a host unless their payout account is valid.
    expect((await app.inject({ url: '/v1/hosting', headers: as('administrator/0') })).statusCode).toBe(403);
    const host = await app.inject({ url: '/v1/hosting', headers: as('/1') });
    expect(host.statusCode).toBe(200);
    expect(host.json()).toEqual({ who: 'u1' });
  });

  it('lets addpropertiesonly_administrator manage any location but not users', async () => {
    build((a) => {
      a.get('/v1/any-location', { config: { permission: 'locations:manage-any' } }, async () => ({}));
      a.get('/v1/any-user', { config: { permission: 'users:manage-any' } }, async () => ({}));
    });
    const limited = as('addpropertiesonly_administrator/0');
    expect((await app.inject({ url: '/v1/any-location', headers: limited })).statusCode).toBe(200);
    expect((await app.inject({ url: '/v1/any-user', headers: limited })).statusCode).toBe(403);
    expect((await app.inject({ url: '/v1/any-user', headers: as('system_admin/0') })).statusCode).toBe(200);
  });

  it('refuses a sensitive action to a session that signed in more than the window ago (decision 057)', async () => {
    const table = build((a) => {
      a.post(
        '/v1/always',
        { config: { permission: 'users:manage-own', recentSignIn: true } },
        async () => ({}),
      );
      a.post(
        '/v1/sometimes',
        {
          config: {
            permission: 'users:manage-own',
            recentSignIn: (req) => (req.body as { big?: boolean }).big === true,
          },
        },
        async () => ({}),
      );
    });
    await app.ready();
    expect(table).toEqual([
      { method: 'POST', url: '/v1/always', requires: 'users:manage-own', recentSignIn: 'always' },
      { method: 'POST', url: '/v1/sometimes', requires: 'users:manage-own', recentSignIn: 'sometimes' },
    ]);
    const call = (url: string, token: string, body: object = {}) =>
      app.inject({ method: 'POST', url, headers: as(token), payload: body });
    expect((await call('/v1/always', '/0/9')).statusCode).toBe(200);
    const old = await call('/v1/always', '/0/11');
    expect(old.statusCode).toBe(403);
    expect(old.json().code).toBe('auth.recentSignInRequired');
    expect((await call('/v1/sometimes', '/0/11', { big: false })).statusCode).toBe(200);
    expect((await call('/v1/sometimes', '/0/11', { big: true })).json().code).toBe(
      'auth.recentSignInRequired',
    );
    expect((await call('/v1/sometimes', '/0/1', { big: true })).statusCode).toBe(200);
    // Without a session it is still 401, and without the permission 403 for that reason.
    expect((await app.inject({ method: 'POST', url: '/v1/always' })).statusCode).toBe(401);
  });

  it('refuses to start with a public route that needs a recent sign-in', () => {
    build(() => undefined);
    expect(() =>
      app.get('/v1/route', { config: { access: 'public', recentSignIn: true } }, async () => ({})),
    ).toThrow(/public route cannot need a recent sign-in/);
  });

  it('answers 500, not 401, when a handler asks for the viewer of a route with no guard', async () => {
    // A route wrongly made public must not look guarded because its handler refuses visitors.
    build((a) => a.get('/v1/leak', { config: { access: 'public' } }, async (req) => signedInViewer(req)));
    expect((await app.inject({ url: '/v1/leak' })).statusCode).toBe(500);
  });

  it.each([
    ['no declaration', {}, /declares neither/],
    ['an access other than public', { access: 'signed-in' }, /only 'public' exists/],
    ['an unknown permission', { permission: 'users:everything' }, /unknown permission/],
    ['both', { access: 'public', permission: 'users:manage-own' }, /both/],
  ])('refuses to start with a /v1 route that declares %s', (_, config, error) => {
    build(() => undefined);
    expect(() => app.get('/v1/route', { config: config as object }, async () => ({}))).toThrow(error);
  });
});
