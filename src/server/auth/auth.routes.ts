import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '../../domain/auth-messages';
import type { App, AppDeps } from '../http/types';
import { AUTH_BASE_PATH } from './auth';
import { checkAuthRateLimit } from './rate-limit';

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}

/**
 * Better Auth reads the client's address from X-Forwarded-For. Fastify has already worked it out
 * (trusting the load balancer only in production), so that answer is the one passed on.
 */
function withClientAddress(headers: Headers, ip: string): Headers {
  headers.set('x-forwarded-for', ip);
  return headers;
}

/** Hands /v1/auth/* to Better Auth as a Fetch API request, and its answer back to Fastify. */
export function authRoutes(app: App, { auth, database }: AppDeps) {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    config: { access: 'public' },
    async handler(request: FastifyRequest, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      if (request.method === 'POST') {
        const path = url.pathname.slice(AUTH_BASE_PATH.length);
        const wait = await checkAuthRateLimit(database.db, path, request.ip, emailOf(request.body));
        if (wait !== null) {
          return reply.status(429).header('retry-after', String(wait)).send({
            statusCode: 429,
            code: AUTH_ERROR_CODES.RATE_LIMITED,
            message: AUTH_MESSAGES.rateLimited,
          });
        }
      }
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: withClientAddress(fromNodeHeaders(request.headers), request.ip),
          body:
            request.method === 'POST' && request.body !== undefined
              ? JSON.stringify(request.body)
              : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}
