import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AUTH_ERROR_CODES, authErrorField, authMessageCode, waitMinutes } from '../../domain/auth-messages';
import { errorBody, sendError } from '../http/errors';
import type { App, AppDeps } from '../http/types';
import { AUTH_BASE_PATH } from './auth';
import {
  allowed,
  limitAuthRequest,
  limitPasswordCheck,
  limitSignIn,
  PASSWORD_CHECK_PATHS,
  SIGN_IN_PATH,
  throughGate,
  type Gate,
} from './rate-limit';
import { resolveViewer } from './viewer';
import { SECOND_FACTOR_CHANGING_PATHS, syncSecondFactor } from './second-factor';

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}

/**
 * Better Auth reads the client's address from X-Forwarded-For. Fastify has already worked it out
 * (believing only the proxies TRUST_PROXY lists), so that answer is the one passed on.
 */
function withClientAddress(headers: Headers, ip: string): Headers {
  headers.set('x-forwarded-for', ip);
  return headers;
}

/** The code of a Better Auth refusal (its JSON body's `code`), if it is one. */
async function refusalCode(response: Response): Promise<string | undefined> {
  if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return undefined;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/** Hands /v1/auth/* to Better Auth as a Fetch API request, and its answer back to Fastify. */
export function authRoutes(app: App, { auth, database, config }: AppDeps) {
  /** The limits an attempt at `path` passes through (decision 006). */
  async function gateFor(path: string, request: FastifyRequest): Promise<Gate> {
    const email = emailOf(request.body);
    if (path === SIGN_IN_PATH) return limitSignIn(database.db, request.ip, email);
    if (PASSWORD_CHECK_PATHS.has(path)) {
      // Counted per user; without a session Better Auth refuses the request before any check.
      const viewer = await resolveViewer(auth, request);
      if (viewer) return limitPasswordCheck(database.db, viewer.userId);
    }
    return limitAuthRequest(database.db, path, request.ip, email);
  }

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    config: { access: 'public' },
    async handler(request: FastifyRequest, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      const path = url.pathname.slice(AUTH_BASE_PATH.length);
      // Whose second factors a call may change: worked out again once it has succeeded.
      const factorsOf = SECOND_FACTOR_CHANGING_PATHS.has(path) ? await resolveViewer(auth, request) : null;
      const gate: Gate = request.method === 'POST' ? await gateFor(path, request) : allowed();
      if (gate.refused) {
        reply.header('retry-after', String(gate.retryAfterSeconds));
        const params = { count: waitMinutes(gate.retryAfterSeconds) };
        return sendError(reply, errorBody(request, 429, { code: 'auth.rateLimitedWait', params }));
      }
      const forward = () =>
        auth.handler(
          new Request(url, {
            method: request.method,
            headers: withClientAddress(fromNodeHeaders(request.headers), request.ip),
            body:
              request.method === 'POST' && request.body !== undefined
                ? JSON.stringify(request.body)
                : undefined,
          }),
        );
      const response = await throughGate(gate, forward, (answer) => answer.ok);
      if (factorsOf && response.ok) await syncSecondFactor(database.db, factorsOf.userId);
      // Refusals the catalogue has words for are answered in our shape and the caller's language.
      const refused = await refusalCode(response);
      if (refused === AUTH_ERROR_CODES.INVALID_ORIGIN) {
        const params = { url: config.publicUrl };
        return sendError(reply, errorBody(request, 403, { code: 'auth.unknownOrigin', params }));
      }
      const messageCode = authMessageCode(refused);
      if (messageCode) {
        const body = errorBody(request, response.status, { code: messageCode }, authErrorField(messageCode));
        return sendError(reply, body);
      }
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
