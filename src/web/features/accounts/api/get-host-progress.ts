import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequirementsResponse } from '../../../../domain/schemas/payments';
import type { UserProfile } from '../../../../domain/schemas/users';
import { getUser, getUserQueryOptions } from '../../../lib/queries/get-user';
import { getRequirements } from '../../../lib/payments/requirements';
import { getSessionQueryOptions, refreshSession } from '../../../lib/session';
import { queryKeys } from '../../../lib/queries/keys';

export type HostProgress = { profile: UserProfile; requirements: RequirementsResponse | null };

/**
 * Where a person stands on the way to hosting: the payment provider's requirements first (reading
 * them brings the account's validity up to date on the server, e.g. back from the provider's
 * verification page), then the profile. No payout account yet (payouts.noAccount), or requirements
 * that could not be read, give `requirements: null`, and the profile decides.
 */
export async function getHostProgress(userId: string, signal?: AbortSignal): Promise<HostProgress> {
  let requirements: RequirementsResponse | null = null;
  try {
    requirements = await getRequirements(userId, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  return { profile: await getUser(userId, signal), requirements };
}

/**
 * The wizard's starting point, read afresh on each visit (never kept). The profile it read becomes the
 * cached one, and when the account's validity changed the session is read again, so the header shows
 * My Hosting as soon as the provider has verified the person.
 */
export function useHostProgress(userId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    // Under 'users': the person's own, dropped on sign-out.
    queryKey: queryKeys.users.hostProgress(userId),
    queryFn: async ({ signal }) => {
      const progress = await getHostProgress(userId, signal);
      queryClient.setQueryData(getUserQueryOptions(userId).queryKey, progress.profile);
      const session = queryClient.getQueryData(getSessionQueryOptions().queryKey);
      if (session && session.accountValid !== progress.profile.accountInformation.valid) {
        await refreshSession(queryClient).catch(() => null);
      }
      return progress;
    },
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
