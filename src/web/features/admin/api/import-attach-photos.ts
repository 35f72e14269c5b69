import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportImagesBody, ImportImagesResult } from '../../../../domain/schemas/data-import';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** POST /v1/locations/many/images (import:run): each imported place's photos by foreignKey, in order. */
export async function attachImportPhotos(items: ImportImagesBody['items']): Promise<ImportImagesResult> {
  return api<ImportImagesResult>(apiPath('/v1/locations/many/images'), { method: 'POST', body: { items } });
}

export function useAttachImportPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachImportPhotos,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
