// Rules for uploaded images: the type comes from the bytes, every image is re-encoded (rotated
// upright, metadata such as GPS stripped) into web sizes, and all of it goes through the Storage
// adapter under a random key. Decision 007.

import { randomUUID } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError, badRequest } from '../../../domain/errors';
import type { Message } from '../../../domain/messages';
import { IMAGE_FORMATS, IMAGE_WEB_WIDTHS, type UploadedImage } from '../../../domain/schemas/images';
import type { Storage } from '../../adapters/storage/storage';
import { countAttempt } from '../../auth/rate-limit';
import { can, type Viewer } from '../../../domain/roles';
import type { Db } from '../../db/client';
import * as repo from './images.repository';

/** A file as it arrived: the name is only used in messages, never to decide the type. */
export type UploadedFile = { filename: string; data: Buffer };

/**
 * Decoding is the expensive part and a small PNG can declare enormous dimensions (a decompression
 * bomb): 50 megapixels covers every phone and most cameras.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
const TOO_MANY_PIXELS: Message = {
  code: 'images.tooManyPixels',
  params: { megapixels: MAX_IMAGE_PIXELS / 1e6 },
};
const HOUR_SECONDS = 60 * 60;

type ImageFormat = (typeof IMAGE_FORMATS)[number];

const ORIGINAL: Record<ImageFormat, { ext: string; contentType: string; encode(s: Sharp): Sharp }> = {
  // Not mozjpeg: it made a 12-megapixel original take ~1.4 s instead of ~0.2 s for ~10% fewer bytes.
  jpeg: { ext: 'jpg', contentType: 'image/jpeg', encode: (s) => s.jpeg({ quality: 90 }) },
  png: { ext: 'png', contentType: 'image/png', encode: (s) => s.png() },
  // Only the first frame of an animated GIF is kept (sharp decodes one page unless asked).
  gif: { ext: 'gif', contentType: 'image/gif', encode: (s) => s.gif() },
};

const WEB_QUALITY = 80;

/**
 * `pixels`: all the images of one request together (250 megapixels by default: ~5 s of CPU on a
 * 2-core machine, where 12 megapixels take ~0.8 s to resize; one request of 100 files of 50
 * megapixels took about a minute before). `perHour`: images one user may upload in an hour.
 */
export type UploadLimits = { pixels: number; perHour: number };

/**
 * Stores each file as it arrives (so a request holds one file in memory at a time), then records
 * them all in one insert. A file that fails stops the request with a 400 naming it; files stored
 * before it stay in storage without a row (harmless, never listed). Every file received counts
 * towards the owner's hourly limit, kept in the database so every server copy shares it, and the
 * request's images together are bounded in pixels, both checked before any decoding.
 */
export async function uploadImages(
  { db, storage, limits }: { db: Db; storage: Storage; limits: UploadLimits },
  ownerId: string,
  files: AsyncIterable<UploadedFile>,
): Promise<UploadedImage[]> {
  const rows: repo.NewImage[] = [];
  let pixels = 0;
  for await (const file of files) {
    if ((await countAttempt(db, `uploads:${ownerId}`, HOUR_SECONDS)) > limits.perHour) {
      throw new AppError('RATE_LIMITED', 'images.perHour', { max: limits.perHour }, 'files');
    }
    const sniffed = await sniff(file);
    pixels += sniffed.pixels;
    if (pixels > limits.pixels)
      throw fileError(file, { code: 'images.uploadPixels', params: { megapixels: limits.pixels / 1e6 } });
    rows.push(await storeImage(storage, ownerId, file, sniffed));
  }
  if (!rows.length) throw badRequest('images.noImages', undefined, 'files');
  await repo.insertImages(db, rows);
  return rows.map((r) => ({ id: r.id, url: r.url }));
}

/** Where an upload's web size of `width` is stored: beside its original, named by the row's id. */
const webSizeKey = (id: string, width: number | string) => `images/${id}/${width}.webp`;

async function storeImage(
  storage: Storage,
  ownerId: string,
  file: UploadedFile,
  { format, width }: Sniffed,
): Promise<repo.NewImage> {
  const rendered = await render(file, format, width);
  const id = randomUUID();
  const original = ORIGINAL[format];
  const originalKey = `images/${id}/original.${original.ext}`;
  const sizeKey = (w: number) => webSizeKey(id, w);
  await Promise.all([
    storage.put(originalKey, rendered.original, original.contentType),
    ...rendered.sizes.map((s) => storage.put(sizeKey(s.width), s.data, 'image/webp')),
  ]);
  const main = rendered.sizes[rendered.sizes.length - 1]!;
  return {
    id,
    ownerId,
    storageKey: originalKey,
    url: storage.url(sizeKey(main.width)),
    contentType: original.contentType,
    width: main.width,
    height: main.height,
    variants: Object.fromEntries(rendered.sizes.map((s) => [String(s.width), storage.url(sizeKey(s.width))])),
  };
}

/** What deleting images needs: the rows, the files, and where to say a file could not be removed. */
export type ImageFileDeps = { db: Db; storage: Storage; log: (err: unknown, key: string) => void };

/**
 * Deletes the images among `ids` that nothing uses any more (images.repository's deleteUnusedImages
 * says what counts as a use), rows and files: its original and each web size. The rows go first; a
 * file whose removal fails is logged and left behind, unlisted, and the caller's change stands.
 * Only for images no content document can hold: certificate photos, which only their guest and
 * administrators are ever shown.
 */
export async function deleteUnusedImages(
  { db, storage, log }: ImageFileDeps,
  ids: readonly (string | null | undefined)[],
): Promise<string[]> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const deleted = await repo.deleteUnusedImages(db, wanted);
  for (const row of deleted) {
    const keys = [row.storageKey, ...Object.keys(row.variants).map((w) => webSizeKey(row.id, w))];
    for (const key of keys) await storage.remove(key).catch((err: unknown) => log(err, key));
  }
  return deleted.map((row) => row.id);
}

type Sniffed = { format: ImageFormat; width: number; pixels: number };

/** The format from the bytes (not the name or the declared type), the upright width and the pixels. */
async function sniff(file: UploadedFile): Promise<Sniffed> {
  let metadata: Metadata;
  try {
    metadata = await sharp(file.data).metadata();
  } catch {
    // Not an image sharp knows: a text file, a PDF, a truncated header…
    throw fileError(file, { code: 'images.wrongType' });
  }
  // SVG, WebP, HEIF, TIFF… are readable but not accepted: SVG can carry scripts, and the rest are
  // not what the product promises.
  const format = IMAGE_FORMATS.find((f) => f === metadata.format);
  if (!format) throw fileError(file, { code: 'images.wrongType' });
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw fileError(file, { code: 'images.unreadable' });
  if (width * height > MAX_IMAGE_PIXELS) throw fileError(file, TOO_MANY_PIXELS);
  return { format, width, pixels: width * height };
}

type Rendered = { original: Buffer; sizes: { width: number; height: number; data: Buffer }[] };

/**
 * The normalised original (upright, metadata stripped, same format) and one WebP per web width,
 * never wider than the original; the last size is the largest. Each output decodes the file again:
 * JPEG shrink-on-load makes the small sizes cheap, and nothing is held between outputs.
 */
async function render(file: UploadedFile, format: ImageFormat, width: number): Promise<Rendered> {
  const decode = () => sharp(file.data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const widths = [...new Set(IMAGE_WEB_WIDTHS.map((w) => Math.min(w, width)))];
  try {
    const original = await ORIGINAL[format].encode(decode()).toBuffer();
    const sizes = [];
    for (const w of widths) {
      const { data, info } = await decode()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: WEB_QUALITY })
        .toBuffer({ resolveWithObject: true });
      sizes.push({ width: info.width, height: info.height, data });
    }
    return { original, sizes };
  } catch {
    // The header was fine but the pixels are not (a truncated or corrupt file).
    throw fileError(file, { code: 'images.unreadable' });
  }
}

/** `"name.png: problem"` when the file has a name, so a batch says which file was refused. */
export function fileError(file: { filename?: string }, problem: Message) {
  const name = (file.filename ?? '').replace(/[\r\n"]/g, '').slice(0, 100);
  if (!name) return badRequest(problem.code, problem.params, 'files');
  return badRequest('images.inFile', { file: name, problem }, 'files');
}

/**
 * POST /v1/images/existing: images Stopover already stores, found by url, to put on a property
 * (decision 021). Only the caller's own uploads, or any stored image for those who manage every
 * property; nothing is ever fetched from the network. Answers {id, url} in the order asked.
 */
export async function existingImages(
  db: Db,
  viewer: NonNullable<Viewer>,
  urls: string[],
): Promise<UploadedImage[]> {
  const anyImage = can(viewer, 'locations:manage-any');
  const rows = await repo.findByUrls(db, [...new Set(urls)]);
  return urls.map((url, index) => {
    const found = rows.find((r) => r.url === url && (anyImage || r.ownerId === viewer.userId));
    if (!found) throw badRequest('images.notOurs', { url }, `images.${index}.url`);
    return { id: found.id, url: found.url };
  });
}

/** Stored images with one of these urls, oldest first: who owns each. */
export const findImagesByUrls = (db: Db, urls: string[]) => repo.findByUrls(db, urls);

// ---- Personal data (issue 31, decision 058) ----

/** The images the person uploaded. */
export const exportUploads = (db: Db, ownerId: string) => repo.personalUploads(db, ownerId);
