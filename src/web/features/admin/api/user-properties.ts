import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { propertyListSchema } from '../../../../domain/schemas/property';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

export type PropertyList = z.infer<typeof propertyListSchema>;

/** GET /v1/users/{id}/properties: a host's properties, every status, for an administrator. */
export async function getUserProperties(userId: string, signal?: AbortSignal): Promise<PropertyList> {
  return api<PropertyList>(apiPath('/v1/users/{id}/properties', { id: userId }), { signal });
}

export function useUserProperties(userId: string) {
  return useQuery({
    queryKey: queryKeys.admin.userProperties(userId),
    queryFn: ({ signal }) => getUserProperties(userId, signal),
  });
}
