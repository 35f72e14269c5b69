import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyListItem } from '../../../../domain/schemas/property';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

export type PropertyList = { items: PropertyListItem[] };

/**
 * GET /v1/users/{id}/properties: a host's properties, newest first, listed and unlisted, each with its
 * cover, photo count, active sites and lowest price. Under 'properties' (a person's own, dropped on
 * sign-out), which saving or creating a property refreshes.
 */
export async function getMyProperties(userId: string, signal?: AbortSignal): Promise<PropertyList> {
  return api<PropertyList>(apiPath('/v1/users/{id}/properties', { id: userId }), { signal });
}

export function getMyPropertiesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.properties.ofHost(userId),
    queryFn: ({ signal }) => getMyProperties(userId, signal),
  });
}

export function useMyProperties(userId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyPropertiesQueryOptions(userId), ...options });
}
