import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../domain/errors';
import type { Message } from '../../../domain/messages';
import { can } from '../../../domain/roles';
import { errorResponses } from '../../../domain/schemas/common';
import { formatByteLimit, MAX_IMAGES_PER_UPLOAD, uploadedImagesSchema } from '../../../domain/schemas/images';
import { existingImagesBodySchema } from '../../../domain/schemas/property';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import {
  existingImages,
  fileError,
  MAX_IMAGE_PIXELS,
  uploadImages,
  type UploadedFile,
} from './images.service';

export function imagesRoutes(app: App, { database, storage, config }: AppDeps) {
  const { db } = database;
  const tooLarge: Message = {
    code: 'images.tooLarge',
    params: { limit: formatByteLimit(config.maxUploadBytes) },
  };

  app.post('/v1/images/existing', {
    config: { permission: 'images:upload' },
    schema: {
      tags: ['images'],
      summary: 'Images already stored by Stopover, by url: your own uploads (administrators: any)',
      description: 'Nothing is fetched: a url Stopover does not store for you answers 400 images.notOurs.',
      body: existingImagesBodySchema,
      response: { 200: uploadedImagesSchema, ...errorResponses(400, 401) },
    },
    handler: (req) =>
      existingImages(
        db,
        signedInViewer(req),
        req.body.images.map((i) => i.url),
      ),
  });

  // Multipart bodies are parsed in this scope only: no other route accepts them.
  app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: {
        fileSize: config.maxUploadBytes,
        files: MAX_IMAGES_PER_UPLOAD,
        // Text fields are ignored; keep what a client can make us hold small.
        fields: 20,
        fieldSize: 10_000,
        parts: MAX_IMAGES_PER_UPLOAD + 20,
      },
      throwFileSizeLimit: true,
    });

    scope.post('/v1/images', {
      config: { permission: 'images:upload' },
      schema: {
        tags: ['images'],
        summary: 'Upload images (multipart/form-data, one or more file fields; jpg, png or gif)',
        description:
          `Each file at most ${formatByteLimit(config.maxUploadBytes)} and ${MAX_IMAGE_PIXELS / 1e6} ` +
          `megapixels; at most ${MAX_IMAGES_PER_UPLOAD} files and ${config.maxUploadPixels / 1e6} megapixels in all per request; at most ` +
          `${config.uploadsPerHour} images per user an hour (429 beyond). Those who run data imports ` +
          `(import:run) may send ${config.importUploads.pixels / 1e6} megapixels a request and ` +
          `${config.importUploads.perHour} images an hour. The type is read from the ` +
          'bytes. Returns one {id, url} per file, in order; url is the main web size (WebP).',
        consumes: ['multipart/form-data'],
        response: {
          200: uploadedImagesSchema,
          ...errorResponses(400, 401, 429),
        },
      },
      handler: (req) => {
        const viewer = signedInViewer(req);
        // Data imports send their photos 100 a batch (spec section 9): those who run them have
        // their own, larger limits; everyone else keeps the usual ones.
        const limits = can(viewer, 'import:run')
          ? config.importUploads
          : { pixels: config.maxUploadPixels, perHour: config.uploadsPerHour };
        return uploadImages({ db, storage, limits }, viewer.userId, uploadedFiles(req, tooLarge));
      },
    });
  });
}

/**
 * The request's files, one at a time and each read whole into memory (at most the size limit);
 * parser failures become 400s with a message a user can act on.
 */
async function* uploadedFiles(request: FastifyRequest, tooLarge: Message): AsyncGenerator<UploadedFile> {
  if (!request.isMultipart()) throw badRequest('images.notMultipart', undefined, 'files');
  const parts = request.files()[Symbol.asyncIterator]();
  for (;;) {
    let file: UploadedFile;
    try {
      const next = await parts.next();
      if (next.done) return;
      file = { filename: next.value.filename, data: await next.value.toBuffer() };
    } catch (err) {
      throw uploadError(err, tooLarge);
    }
    yield file;
  }
}

function uploadError(err: unknown, tooLarge: Message): AppError {
  if (err instanceof AppError) return err;
  const { code, part } = err as { code?: string; part?: { filename?: string } };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileError(part ?? {}, tooLarge);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('images.tooMany', { max: MAX_IMAGES_PER_UPLOAD }, 'files');
    default:
      // Malformed or cut-off multipart data (busboy's errors, a closed connection).
      return badRequest('images.malformed', undefined, 'files');
  }
}
