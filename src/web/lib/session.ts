// Who is signed in, for every part of the app (the header, guarded routes, analytics, features).
// Sessions are HttpOnly cookies: the browser cannot read them, so it asks the API.

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ROLES, type Role } from '../../domain/constants';
import { isLanguage, type Language } from '../../domain/messages/format';
import { isHost as isHostInTable, type Viewer } from '../../domain/roles';
import { api } from './api';
import { forgetSavedTrips } from './offline/saved-trips';
import { apiPath } from '../../domain/api-paths';
import { queryKeys, SHARED_QUERY_BRANCHES } from './queries/keys';

/** The signed-in person as the session describes them: enough for navigation and guards. */
export type SessionUser = NonNullable<Viewer> & {
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  /** The language chosen on their profile; null: not chosen (the browser's applies). */
  language: Language | null;
  /** An authenticator app or a passkey (decision 056): administrators need one for the admin area. */
  secondFactor: boolean;
};

type SessionBody = {
  session?: unknown;
  user?: {
    id?: unknown;
    email?: unknown;
    emailVerified?: unknown;
    roles?: unknown;
    accountValid?: unknown;
    firstName?: unknown;
    language?: unknown;
    twoFactorEnabled?: unknown;
  };
} | null;

/** Better Auth's user with our extra fields, read defensively: any of them may be missing. */
export function toSessionUser(body: SessionBody): SessionUser | null {
  const user = body?.user;
  if (!user || typeof user.id !== 'string') return null;
  const roles = Array.isArray(user.roles)
    ? user.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r as string))
    : [];
  return {
    userId: user.id,
    roles,
    accountValid: user.accountValid === true,
    email: typeof user.email === 'string' ? user.email : '',
    emailVerified: user.emailVerified === true,
    firstName: typeof user.firstName === 'string' && user.firstName ? user.firstName : null,
    language: isLanguage(user.language) ? user.language : null,
    secondFactor: user.twoFactorEnabled === true,
  };
}

export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  const viewer = toSessionUser(await api<SessionBody>(apiPath('/v1/auth/get-session'), { signal }));
  // The server says nobody is signed in (expired, signed out elsewhere): nothing of anyone's stays
  // on the device (issue 29). A failed request says nothing and deletes nothing.
  if (!viewer) void forgetSavedTrips();
  return viewer;
}

export const SESSION_QUERY_KEY = queryKeys.session;

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The viewer: `viewer` is null for visitors; `isPending` until the first answer, so nothing decides
 * "not signed in" before the API has said so. A failed session fetch counts as signed out.
 */
export function useViewer(): { viewer: SessionUser | null; isPending: boolean } {
  const query = useQuery(getSessionQueryOptions());
  return { viewer: query.data ?? null, isPending: query.isPending && !query.isError };
}

/** Fetches the session again (after signing in, verifying an email, changing the email). */
export async function refreshSession(queryClient: QueryClient): Promise<SessionUser | null> {
  return queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 });
}

/** A host: a valid payout account (the derived role of `src/domain/roles.ts`). */
export const isHost = (viewer: Viewer): boolean => isHostInTable(viewer);

export function clearUserQueries(queryClient: QueryClient): void {
  // The session query is emptied, not removed: components watching it must hear that it changed
  // (observers of a removed query are never told).
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({
    predicate: (query) => {
      const root = String(query.queryKey[0]);
      return root !== SESSION_QUERY_KEY[0] && !SHARED_QUERY_BRANCHES.includes(root);
    },
  });
  // A listing's detail carries the exact address for its host and booked guests (decision 012):
  // reset, so an open page asks again as a visitor and a cached one is not shown to the next person.
  void queryClient.resetQueries({ queryKey: queryKeys.locations.details });
}
