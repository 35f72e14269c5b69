// What happens when someone becomes signed in (spec section 4): the user's data loads, analytics
// hears of it, and the person is sent on.

import type { QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '../../../../domain/schemas/users';
import { track } from '../../../lib/analytics';
import { paths } from '../../../lib/paths';
import { getTagsQueryOptions } from '../../../lib/queries/get-tags';
import { refreshSession, type SessionUser } from '../../../lib/session';
import { getUserQueryOptions } from '../../../lib/queries/get-user';
import { queryKeys } from '../../../lib/queries/keys';

/**
 * Loads what a signed-in person's pages need: their profile and the tags. This is the hook point
 * for the issues that add My Trips and reviews: prefetch the user's bookings and reviews here.
 * The profile is null when it could not be loaded; callers fall back to the session.
 */
export async function loadSignedInData(
  queryClient: QueryClient,
  userId: string,
): Promise<UserProfile | null> {
  const [profile] = await Promise.all([
    queryClient.fetchQuery(getUserQueryOptions(userId)).catch(() => null),
    queryClient.prefetchQuery(getTagsQueryOptions()),
  ]);
  return profile;
}

/**
 * After a successful sign-in or sign-up call: reads the new session, loads the user's data and
 * records the event. Throws when no session came of it (cookies blocked).
 */
export type SignedIn = { event: 'login' | 'sign_up'; viewer: SessionUser; profile: UserProfile | null };

export async function completeSignIn(queryClient: QueryClient, event: SignedIn['event']): Promise<SignedIn> {
  const viewer = await refreshSession(queryClient);
  if (!viewer) {
    throw new Error('You could not be signed in. Please allow cookies for this site and try again.');
  }
  // Administrators see unlisted listings: what was cached for a visitor may be incomplete.
  void queryClient.invalidateQueries({ queryKey: queryKeys.locations.all });
  const profile = await loadSignedInData(queryClient, viewer.userId);
  track(event, viewer);
  return { event, viewer, profile };
}

/** After an email login: hosts with valid account information go to their properties, others home. */
export function destinationAfterLogin(viewer: SessionUser, profile: UserProfile | null): string {
  const host = profile ? profile.accountInformation.valid : viewer.accountValid;
  return host ? paths.hostingLocations.href() : paths.home.href();
}
