import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarImportBody, CalendarSync } from '../../../../domain/schemas/calendar-sync';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

type SiteRef = { locationId: number; siteId: number };

const siteParams = ({ locationId, siteId }: SiteRef) => ({ id: locationId, siteId });
const syncKey = ({ locationId, siteId }: SiteRef) => queryKeys.properties.calendarSync(locationId, siteId);

/** GET …/calendar-sync: the site's private feed address and the calendars synced into it (decision 047). */
export function useCalendarSync(site: SiteRef) {
  return useQuery({
    queryKey: syncKey(site),
    queryFn: ({ signal }) =>
      api<CalendarSync>(apiPath('/v1/locations/{id}/sites/{siteId}/calendar-sync', siteParams(site)), {
        signal,
      }),
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.locations.availabilityAll });
    },
  });
}

/** POST …/calendar-imports: the calendar is fetched at once; its nights or its failure come back. */
export const useAddCalendarImport = (site: SiteRef) =>
  useSyncMutation(site, (body: CalendarImportBody) =>
    api<CalendarSync>(apiPath('/v1/locations/{id}/sites/{siteId}/calendar-imports', siteParams(site)), {
      method: 'POST',
      body,
    }),
  );

export const useRemoveCalendarImport = (site: SiteRef) =>
  useSyncMutation(site, (importId: number) =>
    api<CalendarSync>(
      apiPath('/v1/locations/{id}/sites/{siteId}/calendar-imports/{importId}', {
        ...siteParams(site),
        importId,
      }),
      { method: 'DELETE' },
    ),
  );

/** POST …/calendar-feed-token: a new private address; the old one stops working. */
export const useReplaceFeedToken = (site: SiteRef) =>
  useSyncMutation(site, () =>
    api<CalendarSync>(apiPath('/v1/locations/{id}/sites/{siteId}/calendar-feed-token', siteParams(site)), {
      method: 'POST',
    }),
  );
