// Headers and refusals that hold for every answer, whatever route gives it: which browser features
// pages may use, that a signed-in user's data is never kept by a cache, and that production
// serves no source maps.

import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { App } from './types';
import { AUTH_BASE_PATH } from '../auth/auth';
import { errorBody, sendError } from './errors';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Every feature the product does not use is denied, in the page and in any frame. Nothing in the
 * web app asks for the position (the map centres on a searched place), so geolocation is denied too.
 * Stripe's frames may offer wallet payments, which need the Payment Request API.
 */
export function permissionsPolicy(config: Pick<Config, 'payments'>): string {
  const payment = config.payments.kind === 'stripe' ? '(self "https://js.stripe.com")' : '()';
  return [
    'accelerometer=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    `payment=${payment}`,
    'serial=()',
    'usb=()',
  ].join(', ');
}

/** Answers of routes only a signed-in user may call, and every session answer of /v1/auth. */
function carriesUserData(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  if (!url?.startsWith('/v1/')) return false;
  if (url.startsWith(`${AUTH_BASE_PATH}/`)) return true;
  // A route that needs a permission answers about someone signed in (decision 014).
  return request.routeOptions.config.permission !== undefined;
}

export function registerResponsePolicies(app: App, config: Config): void {
  const policy = permissionsPolicy(config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', policy);
    // Source maps would hand out the original source; a production build has none, and a map
    // left in the build directory is not served either.
    if (config.env === 'production' && request.url.split('?')[0]!.endsWith('.map')) {
      return sendError(reply, errorBody(request, 404, { code: 'http.notFound' }));
    }
  });
  // onSend, so errors (a 401 from the guard, a 404 for another user's record) are covered too.
  app.addHook('onSend', async (request, reply) => {
    if (carriesUserData(request)) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  });
}
