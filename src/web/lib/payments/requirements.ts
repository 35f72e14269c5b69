import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountLinkBody, RequirementsResponse } from '../../../domain/schemas/payments';
import { api } from '../api';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from '../queries/keys';

/**
 * GET /v1/users/{id}/requirements: what the payment provider still needs before payouts, and a link to
 * provide it (null when nothing is due or there is no payout account). Reading it also brings the
 * account's validity up to date on the server.
 */
export async function getRequirements(userId: string, signal?: AbortSignal): Promise<RequirementsResponse> {
  return api<RequirementsResponse>(apiPath('/v1/users/{id}/requirements', { id: userId }), { signal });
}

export function getRequirementsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.users.requirements(userId),
    queryFn: ({ signal }) => getRequirements(userId, signal),
    // The link in the answer is the provider's and ages: read again on each page after five minutes.
    staleTime: 5 * 60_000,
  });
}

export function useRequirements(userId: string, enabled = true) {
  return useQuery({ ...getRequirementsQueryOptions(userId), enabled });
}

export type AccountLinkType = 'verification' | 'update';

const ACCOUNT_LINKS = {
  verification: (id: string) => apiPath('/v1/users/{id}/account-verification-link', { id }),
  update: (id: string) => apiPath('/v1/users/{id}/account-update-link', { id }),
};

/** POST /v1/users/{id}/account-verification-link or /account-update-link: a one-time link to the provider's page. */
export async function createAccountLink(
  userId: string,
  type: AccountLinkType,
  body: AccountLinkBody,
): Promise<string> {
  const { url } = await api<{ url: string }>(ACCOUNT_LINKS[type](userId), {
    method: 'POST',
    body,
  });
  return url;
}
