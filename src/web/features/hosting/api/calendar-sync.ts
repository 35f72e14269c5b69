import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarImportBody, CalendarSync } from '../../../../domain/schemas/calendar-sync';
import { api } from '../../../lib/api';

type SiteRef = { locationId: number; siteId: number };

const base = ({ locationId, siteId }: SiteRef) => `/v1/locations/${locationId}/sites/${siteId}`;
const syncKey = ({ locationId, siteId }: SiteRef) =>
  ['locations', 'calendar-sync', locationId, siteId] as const;

/** GET …/calendar-sync: the site's private feed address and the calendars synced into it (decision 047). */
export function useCalendarSync(site: SiteRef) {
  return useQuery({
    queryKey: syncKey(site),
    queryFn: ({ signal }) => api<CalendarSync>(`${base(site)}/calendar-sync`, { signal }),
  });
}

/** The sync mutations: each answers the whole sync state, which replaces the cached one. */
function useSyncMutation<V>(site: SiteRef, request: (variables: V) => Promise<CalendarSync>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      queryClient.setQueryData(syncKey(site), answer);
      // The location page's calendar follows the nights an import closes or opens.
      void queryClient.invalidateQueries({ queryKey: ['locations', 'availability'] });
    },
  });
}

/** POST …/calendar-imports: the calendar is fetched at once; its nights or its failure come back. */
export const useAddCalendarImport = (site: SiteRef) =>
  useSyncMutation(site, (body: CalendarImportBody) =>
    api<CalendarSync>(`${base(site)}/calendar-imports`, { method: 'POST', body }),
  );

export const useRemoveCalendarImport = (site: SiteRef) =>
  useSyncMutation(site, (importId: number) =>
    api<CalendarSync>(`${base(site)}/calendar-imports/${importId}`, { method: 'DELETE' }),
  );

/** POST …/calendar-feed-token: a new private address; the old one stops working. */
export const useReplaceFeedToken = (site: SiteRef) =>
  useSyncMutation(site, () => api<CalendarSync>(`${base(site)}/calendar-feed-token`, { method: 'POST' }));
