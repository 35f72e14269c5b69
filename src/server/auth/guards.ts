// Access control for every route. Each /v1 route declares who may call it in its `config.access`;
// one hook resolves the viewer and refuses the rest before the handler runs. Finer rules (a user's
// own data, a host's own property) belong to the services, which are given the viewer.

import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import { isAdmin, type Viewer } from '../../domain/roles';
import type { App } from '../http/types';
import type { Auth } from './auth';
import { resolveViewer } from './viewer';

/** public: anyone; signed-in: any user with a session; admin: system_admin or administrator. */
export type Access = 'public' | 'signed-in' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    viewer: Viewer;
  }
}

export type RouteEntry = { method: string; url: string; access: Access };

export const SIGN_IN_REQUIRED = 'Please log in to continue.';
export const NOT_AN_ADMIN = 'Sorry you are not an admin.';

/**
 * Installs the access hook and returns the table of every /v1 route with its access, which the
 * authorisation tests walk. A /v1 route without a declared access fails at start-up.
 */
export function registerAccessControl(app: App, auth: Auth): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.decorateRequest('viewer', null);
  // The guard joins only the routes that need it, so public routes (search, calendar) pay nothing.
  async function guard(request: FastifyRequest) {
    const access = request.routeOptions.config.access;
    request.viewer = await resolveViewer(auth, request);
    if (!request.viewer) throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
    if (access === 'admin' && !isAdmin(request.viewer)) throw new AppError('FORBIDDEN', NOT_AN_ADMIN);
  }
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no config.access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, access });
    }
    if (access !== 'public') route.preHandler = [guard, ...[route.preHandler ?? []].flat()];
  });
  return table;
}

/** The signed-in viewer of a route whose access is 'signed-in' or 'admin'. */
export function signedInViewer(request: FastifyRequest): NonNullable<Viewer> {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  return request.viewer;
}
