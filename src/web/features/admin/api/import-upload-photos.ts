import { useMutation } from '@tanstack/react-query';
import { uploadImages } from '../../../lib/upload-images';

/**
 * POST /v1/images with one batch of an import's photos (at most 100: those who run imports may send
 * that many at a time). Answers each file's url, in the order sent.
 */
export function useUploadImportPhotos() {
  return useMutation({ mutationFn: (files: readonly File[]) => uploadImages(files) });
}
