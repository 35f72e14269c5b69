import { useMutation } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n';
import { uploadImages, type UploadedImage } from '../../../lib/upload-images';

/**
 * POST /v1/images with one photo: the photos editor sends each file on its own, so each shows its own
 * progress and a refused file (wrong type, too big) has its own message while the others go on.
 */
export async function uploadPropertyImage(file: File): Promise<{ id: string; url: string }> {
  const [image]: UploadedImage[] = await uploadImages([file]);
  if (!image) throw new Error(i18n.t('http.internal'));
  return { id: String(image.id), url: image.url };
}

export function useUploadPropertyImage() {
  return useMutation({ mutationFn: uploadPropertyImage });
}
