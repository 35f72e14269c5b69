// Sessions and recent sign-in (issue 31, decision 057): when a session last proved who it is, and
// how often its "last seen" is written. Pure: the server and the web read the same rules.

/** How long after signing in (or giving the password again) sensitive actions are allowed, by default. */
export const DEFAULT_RECENT_SIGN_IN_MINUTES = 10;

/** "Last seen" is written at most this often per session, so requests do not each write a row. */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** When a session last proved who it is: its sign-in, or a later re-authentication. */
export function lastAuthenticatedAt(createdAt: Date, reauthenticatedAt: Date | null | undefined): Date {
  return reauthenticatedAt && reauthenticatedAt > createdAt ? reauthenticatedAt : createdAt;
}

/** Whether a session authenticated at `authenticatedAt` still counts as a recent sign-in at `now`. */
export function isRecentSignIn(authenticatedAt: Date | undefined, now: Date, windowMs: number): boolean {
  if (!authenticatedAt) return false;
  const age = now.getTime() - authenticatedAt.getTime();
  return age >= 0 && age <= windowMs;
}

/** Whether a request at `now` should write the session's "last seen" (never, or longer ago than LAST_SEEN_EVERY_MS). */
export function lastSeenIsStale(lastSeenAt: Date | null | undefined, now: Date): boolean {
  return !lastSeenAt || now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS;
}
