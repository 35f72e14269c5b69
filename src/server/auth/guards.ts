// Access control for every route. Each /v1 route declares who may call it: `config: { access:
// 'public' }` or `config: { permission }`, a permission of `src/domain/roles.ts` (decision 014). One
// hook resolves the viewer and refuses the rest before the handler runs. Owner rules (a user's own
// data, a host's own property) belong to the services, which ask roles.ts with the record in hand.
// A sensitive route also declares `recentSignIn` (decision 057): the session must have signed in, or
// given its password again, within the recent-sign-in window, else 403 auth.recentSignInRequired.

import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import { can, PERMISSIONS, waitsForSecondFactor, type Permission, type Viewer } from '../../domain/roles';
import { isRecentSignIn } from '../../domain/sessions';
import type { Db } from '../db/client';
import type { App } from '../http/types';
import type { Auth } from './auth';
import { resolveViewer, touchSession } from './viewer';

/**
 * Whether a request to a route is a sensitive action that needs a recent sign-in: always (`true`),
 * or as the request says (an email that changes, a refund above the threshold). The function runs
 * after the permission check, with `request.viewer` set and the input validated.
 */
export type RecentSignInRule = true | ((request: FastifyRequest) => boolean | Promise<boolean>);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anyone may call the route, signed in or not. */
    access?: 'public';
    /** Only a signed-in viewer holding this permission may call the route: 401 without a session, 403 without it. */
    permission?: Permission;
    /** A sensitive action: the session must have authenticated recently (decision 057). */
    recentSignIn?: RecentSignInRule;
  }
  interface FastifyRequest {
    viewer: Viewer;
  }
}

/** What a route declares: 'public', or the permission it needs. */
export type Requirement = 'public' | Permission;
export type RouteEntry = {
  method: string;
  url: string;
  requires: Requirement;
  /** Whether the route needs a recent sign-in: always, or for some requests. */
  recentSignIn?: 'always' | 'sometimes';
};

export type AccessOptions = { db: Db; recentSignInMs: number };

/** The refusal of a sensitive action whose session did not sign in recently enough. */
export const recentSignInRequired = () => new AppError('FORBIDDEN', 'auth.recentSignInRequired');

/** The routes the table holds: the API under /v1 and the health checks a load balancer calls. */
const isTabled = (url: string) => url.startsWith('/v1/') || url === '/health' || url.startsWith('/health/');

/**
 * Installs the access hook and returns the table of every /v1 and /health route with what it
 * requires, which the authorisation tests walk. Such a route that declares neither `access:
 * 'public'` nor one known permission, or declares both, fails at start-up.
 */
export function registerAccessControl(app: App, auth: Auth, options: AccessOptions): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.decorateRequest('viewer', null);
  // The guard joins only the routes that need it, so public routes (search, calendar) pay nothing.
  async function guard(request: FastifyRequest) {
    const { permission, recentSignIn } = request.routeOptions.config;
    const viewer = await resolveViewer(auth, request);
    request.viewer = viewer;
    if (!viewer) throw new AppError('UNAUTHENTICATED', 'access.signInRequired');
    // "Last seen" (decision 057): written at most every few minutes a session, else nothing.
    await touchSession(options.db, viewer);
    if (waitsForSecondFactor(viewer, permission!))
      throw new AppError('FORBIDDEN', 'auth.secondFactorRequired');
    if (!can(viewer, permission!)) throw new AppError('FORBIDDEN', 'access.notAnAdmin');
    if (!recentSignIn || isRecentSignIn(viewer.authenticatedAt, new Date(), options.recentSignInMs)) return;
    if (recentSignIn === true || (await recentSignIn(request))) throw recentSignInRequired();
  }
  app.addHook('onRoute', (route) => {
    if (!isTabled(route.url)) return;
    const requires = declaredRequirement(route);
    const rule = (route.config as { recentSignIn?: unknown } | undefined)?.recentSignIn;
    if (rule !== undefined && rule !== true && typeof rule !== 'function') {
      throw new Error(`${String(route.method)} ${route.url}: config.recentSignIn is true or a function`);
    }
    if (rule !== undefined && requires === 'public') {
      throw new Error(`${String(route.method)} ${route.url}: a public route cannot need a recent sign-in`);
    }
    const recentSignIn = rule === undefined ? undefined : rule === true ? 'always' : 'sometimes';
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        table.push({ method, url: route.url, requires, ...(recentSignIn && { recentSignIn }) });
    }
    if (requires !== 'public') route.preHandler = [guard, ...[route.preHandler ?? []].flat()];
  });
  return table;
}

type DeclaringRoute = { method: string | string[]; url: string; config?: unknown };

function declaredRequirement(route: DeclaringRoute): Requirement {
  const { access, permission } = (route.config ?? {}) as { access?: unknown; permission?: unknown };
  const name = `${String(route.method)} ${route.url}`;
  if (access !== undefined && permission !== undefined) {
    throw new Error(`${name} declares both config.access and config.permission: choose one`);
  }
  if (access === 'public') return 'public';
  if (access !== undefined) throw new Error(`${name}: access '${String(access)}'? only 'public' exists`);
  if ((PERMISSIONS as readonly unknown[]).includes(permission)) return permission as Permission;
  if (permission !== undefined) throw new Error(`${name}: unknown permission ${String(permission)}`);
  throw new Error(`${name} declares neither config.access 'public' nor a config.permission`);
}

/**
 * The signed-in viewer of a route that declares a permission (its guard has run). Without one the
 * route has no guard: that is a bug, answered 500, so a route made public by mistake cannot pass
 * for a guarded one because its handler happens to refuse visitors.
 */
export function signedInViewer(request: FastifyRequest): NonNullable<Viewer> {
  if (!request.viewer) {
    throw new Error(`${request.method} ${request.url}: a route with no guard asked for its viewer`);
  }
  return request.viewer;
}
