import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Role } from '../../domain/constants';
import type { Viewer } from '../../domain/roles';
import { LAST_SEEN_EVERY_MS, lastAuthenticatedAt, lastSeenIsStale } from '../../domain/sessions';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { Auth } from './auth';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Whether a request's cookies hold a session (signed in, or was). */
export const hasSessionCookie = (cookie: string | undefined): boolean =>
  !!cookie && SESSION_COOKIE.test(cookie);

/** The session fields of ours that Better Auth hands back (auth.ts declares them). */
type OurSessionFields = { lastSeenAt?: Date | string | null; reauthenticatedAt?: Date | string | null };
const asDate = (value: Date | string | null | undefined) => (value ? new Date(value) : null);

/** A signed-in viewer, with when their session was last seen (to keep "last seen" up to date). */
export type ResolvedViewer = NonNullable<Viewer> & { lastSeenAt: Date | null };

/**
 * Who is asking: the signed-in user of the session cookie or bearer token, or null. Requests that
 * carry neither are answered without touching the database, so public pages stay cheap.
 */
export async function resolveViewer(auth: Auth, request: FastifyRequest): Promise<ResolvedViewer | null> {
  const { authorization, cookie } = request.headers;
  if (!authorization?.startsWith('Bearer ') && !hasSessionCookie(cookie)) return null;
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session || session.user.disabled) return null;
  const ours = session.session as typeof session.session & OurSessionFields;
  const roles = (session.user.roles ?? []) as Role[];
  // Every stored role is an administrator's: none is used before a second factor exists (decision 056).
  const secondFactor = session.user.twoFactorEnabled === true;
  return {
    userId: session.user.id,
    roles: secondFactor ? roles : [],
    withheldRoles: secondFactor ? [] : roles,
    accountValid: session.user.accountValid ?? false,
    sessionId: session.session.id,
    authenticatedAt: lastAuthenticatedAt(new Date(session.session.createdAt), asDate(ours.reauthenticatedAt)),
    lastSeenAt: asDate(ours.lastSeenAt),
  };
}

/**
 * Records that the viewer's session was just used, at most every LAST_SEEN_EVERY_MS (decision 057):
 * most requests find it fresh and write nothing; the condition keeps two copies from both writing.
 */
export async function touchSession(db: Db, viewer: ResolvedViewer, now = new Date()): Promise<void> {
  if (!viewer.sessionId || !lastSeenIsStale(viewer.lastSeenAt, now)) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, viewer.sessionId),
        or(
          isNull(sessions.lastSeenAt),
          lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${LAST_SEEN_EVERY_MS / 1000})`),
        ),
      ),
    );
}
