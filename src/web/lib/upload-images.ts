// POST /v1/images: one multipart request with the files; answers their ids and URLs. Shared: the
// profile image now, property photos later.

import { useMutation } from '@tanstack/react-query';
import { IMAGE_UPLOAD_ACCEPT } from '../../domain/schemas/images';
import { api } from './api';
import { apiPath } from '../../domain/api-paths';

export type UploadedImage = { id: number | string; url: string };

/** The types the spec allows for uploads (section 5), as a file picker's `accept`. */
export const IMAGE_ACCEPT = IMAGE_UPLOAD_ACCEPT.join(',');

export async function uploadImages(files: readonly File[]): Promise<UploadedImage[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const body = await api<UploadedImage[] | { items: UploadedImage[] }>(apiPath('/v1/images'), {
    method: 'POST',
    body: form,
  });
  return Array.isArray(body) ? body : body.items;
}

export function useUploadImages() {
  return useMutation({ mutationFn: uploadImages });
}
