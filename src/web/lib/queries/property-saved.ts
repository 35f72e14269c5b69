import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './keys';

/**
 * After any save of a property, by its host or an administrator: every list and page that shows it asks
 * again (searches, calendars, the host's My Properties, the admin tables and the host's row on the
 * admin user page). `savedId`'s own detail is left alone: the caller has just put the answer there.
 */
export function refreshPropertyViews(queryClient: QueryClient, savedId?: number): Promise<unknown> {
  const detail = savedId === undefined ? undefined : queryKeys.locations.detail(savedId);
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: queryKeys.locations.all,
      predicate: (query) => !detail || !detail.every((part, i) => query.queryKey[i] === part),
    }),
    queryClient.invalidateQueries({ queryKey: queryKeys.properties.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  ]);
}
