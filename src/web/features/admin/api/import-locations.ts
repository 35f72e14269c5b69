import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReport } from '../../../../domain/schemas/data-import';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/**
 * POST /v1/locations/many (import:run): the file's locations, upserted by foreignKey; answers one
 * report row per location (created, updated, unchanged or refused with its errors).
 */
export async function importLocations(locations: readonly unknown[]): Promise<ImportReport> {
  return api<ImportReport>(apiPath('/v1/locations/many'), { method: 'POST', body: { locations } });
}

export function useImportLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLocations,
    // Admin lists and searches read the places just imported.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
