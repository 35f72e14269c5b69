// Personal data (issue 31, decision 058): the export the Privacy tab counts and downloads
// (GET /v1/users/{id}/data-export), and deleting the account (POST /v1/users/{id}/deletion).

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AccountDeletionBody, DataExport } from '../../../../domain/schemas/personal-data';
import { apiPath } from '../../../../domain/api-paths';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queries/keys';
import { forgetSavedTrips } from '../../../lib/offline/saved-trips';

/** The download link: the browser sends the session cookie, the server names the file. */
export const dataExportHref = (userId: string) => apiPath('/v1/users/{id}/data-export', { id: userId });

/** Under 'users': a user's own data, dropped on sign-out (lib/session.ts). */
export function dataExportQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.users.dataExport(userId),
    queryFn: ({ signal }) => api<DataExport>(dataExportHref(userId), { signal }),
  });
}

export const useDataExport = (userId: string) => useQuery(dataExportQueryOptions(userId));

/**
 * Deletes the account; once done, the trips this device saved go too (the page then leaves as a
 * sign-out does: lib/sign-out.ts's useLeaveSignedOut).
 */
export function useDeleteAccount(userId: string) {
  return useMutation({
    mutationFn: (body: AccountDeletionBody) =>
      api<{ deleted: true }>(apiPath('/v1/users/{id}/deletion', { id: userId }), { method: 'POST', body }),
    onSuccess: () => forgetSavedTrips(),
  });
}
