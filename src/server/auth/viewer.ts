import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '../../domain/constants';
import type { Viewer } from '../../domain/roles';
import type { Auth } from './auth';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Whether a request's cookies hold a session (signed in, or was). */
export const hasSessionCookie = (cookie: string | undefined): boolean =>
  !!cookie && SESSION_COOKIE.test(cookie);

/**
 * Who is asking: the signed-in user of the session cookie or bearer token, or null. Requests that
 * carry neither are answered without touching the database, so public pages stay cheap.
 */
export async function resolveViewer(auth: Auth, request: FastifyRequest): Promise<Viewer> {
  const { authorization, cookie } = request.headers;
  if (!authorization?.startsWith('Bearer ') && !hasSessionCookie(cookie)) return null;
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session || session.user.disabled) return null;
  const roles = (session.user.roles ?? []) as Role[];
  // Every stored role is an administrator's: none is used before a second factor exists (decision 056).
  const secondFactor = session.user.twoFactorEnabled === true;
  return {
    userId: session.user.id,
    roles: secondFactor ? roles : [],
    withheldRoles: secondFactor ? [] : roles,
    accountValid: session.user.accountValid ?? false,
    signedInAt: new Date(session.session.createdAt),
  };
}
