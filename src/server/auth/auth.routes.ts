import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { App } from '../http/types';
import { AUTH_BASE_PATH, type Auth } from './auth';

/** Hands /v1/auth/* to Better Auth as a Fetch API request, and its answer back to Fastify. */
export function authRoutes(app: App, auth: Auth) {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    async handler(request: FastifyRequest, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: fromNodeHeaders(request.headers),
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
