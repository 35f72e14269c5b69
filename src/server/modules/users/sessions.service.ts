// A user's sessions (issue 31, decision 057): the list with device, place and last seen, ending one
// or every other, and giving the password again so sensitive actions are allowed for a while.
// Only one's own: another person's id answers as an unknown one does.

import { AppError, notFound } from '../../../domain/errors';
import { isSelf, type Viewer } from '../../../domain/roles';
import type { SessionList } from '../../../domain/schemas/sessions';
import type { Auth } from '../../auth/auth';
import { verifyPasswordLimited } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { deviceOf, placeOf } from './session-device';
import * as repo from './sessions.repository';
import { findPasswordHash } from './users.repository';

type SignedIn = NonNullable<Viewer>;

function ownRecord(viewer: SignedIn, id: string): void {
  if (!isSelf(viewer, id)) throw notFound('users.notFound');
}

export async function listSessions(db: Db, viewer: SignedIn, id: string): Promise<SessionList> {
  ownRecord(viewer, id);
  const rows = await repo.listLiveSessions(db, viewer.userId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      device: deviceOf(row.userAgent),
      place: placeOf(row.ipAddress),
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === viewer.sessionId,
    })),
  };
}

/** Ends one session at once: its cookie or bearer token is refused from the next request on. */
export async function endSession(
  db: Db,
  viewer: SignedIn,
  id: string,
  sessionId: string,
): Promise<{ ended: number }> {
  ownRecord(viewer, id);
  if (!(await repo.deleteSession(db, viewer.userId, sessionId))) throw notFound('users.sessionNotFound');
  return { ended: 1 };
}

/** Ends every session but the one asking. */
export async function endOtherSessions(db: Db, viewer: SignedIn, id: string): Promise<{ ended: number }> {
  ownRecord(viewer, id);
  return { ended: await repo.deleteOtherSessions(db, viewer.userId, viewer.sessionId ?? '') };
}

/**
 * The password given again, checked by Better Auth's own verifier under the per-user limit of
 * password checks (decision 006): the session counts as freshly signed in. An account without a
 * password signs in again with its provider instead (a new session is a fresh sign-in).
 */
export async function reauthenticate(
  { db, auth }: { db: Db; auth: Auth },
  viewer: SignedIn,
  id: string,
  password: string,
): Promise<{ reauthenticatedAt: string }> {
  ownRecord(viewer, id);
  const hash = await findPasswordHash(db, viewer.userId);
  if (!hash) throw new AppError('BAD_REQUEST', 'auth.reauthenticateWithProvider');
  const ctx = await auth.$context;
  if (!(await verifyPasswordLimited(db, viewer.userId, () => ctx.password.verify({ hash, password })))) {
    throw new AppError('FORBIDDEN', 'auth.wrongPassword', undefined, 'password');
  }
  const at = await repo.markReauthenticated(db, viewer.sessionId ?? '');
  if (!at) throw new AppError('UNAUTHENTICATED', 'access.signInRequired');
  return { reauthenticatedAt: at.toISOString() };
}

/** After a password was checked for another change (the email's), the session counts as re-authenticated. */
export async function recordReauthentication(db: Db, viewer: SignedIn): Promise<void> {
  if (viewer.sessionId) await repo.markReauthenticated(db, viewer.sessionId);
}

/** The journeys' test clock (not in production): this session signed in `minutes` earlier. */
export async function ageOwnSession(
  db: Db,
  viewer: SignedIn,
  minutes: number,
): Promise<{ signedInAt: string }> {
  const at = await repo.ageSession(db, viewer.sessionId ?? '', minutes);
  if (!at) throw new AppError('UNAUTHENTICATED', 'access.signInRequired');
  return { signedInAt: at.toISOString() };
}
