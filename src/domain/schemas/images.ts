// Image uploads (POST /v1/images): what is accepted and what comes back.

import { z } from 'zod';

/** The formats accepted, as sniffed from the bytes (the file name and declared type are ignored). */
export const IMAGE_FORMATS = ['jpeg', 'png', 'gif'] as const;
/** For a file picker's `accept`: the same formats as media types. */
export const IMAGE_UPLOAD_ACCEPT = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** Files per request; the bulk import sends batches of this many. */
export const MAX_IMAGES_PER_UPLOAD = 100;
/** Widths (px) of the web sizes made from every upload; the largest is the image's main URL. */
export const IMAGE_WEB_WIDTHS = [320, 800, 1600] as const;

/** 10485760 → '10 MB', 524288 → '512 KB' (binary units, as the limit is set). */
export function formatByteLimit(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  if (mib >= 1) return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MB`;
  return `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}

export const uploadedImageSchema = z.object({
  id: z.string().describe('The image id (a UUID)'),
  url: z.string().describe('The main web size: at most the largest web width, as WebP'),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** One entry per uploaded file, in the order the files were sent. */
export const uploadedImagesSchema = z.array(uploadedImageSchema);
