// The content editor's calls (decision 024), for administrators with content:edit: the list of
// documents, one document's published and draft states, its versions, saving a draft, publishing
// and restoring. Schema in, one service call, result out.

import { errorResponses } from '../../../domain/schemas/common';
import {
  contentDocParamsSchema,
  contentDocumentBodySchema,
  contentEditStateSchema,
  contentLanguageQuerySchema,
  contentListSchema,
  contentVersionListSchema,
  contentVersionParamsSchema,
  contentVersionSchema,
} from '../../../domain/schemas/content-admin';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './content-admin.service';

const errors = errorResponses(400, 401, 403);
const config = { permission: 'content:edit' } as const;

export function contentAdminRoutes(app: App, { database }: AppDeps) {
  const { db } = database;

  app.get('/v1/admin/content', {
    config,
    schema: {
      tags: ['content'],
      summary: 'Every content page (per language), collection page and widget, published or drafted',
      response: { 200: contentListSchema, ...errors },
    },
    handler: () => service.listDocuments(db),
  });

  app.get('/v1/admin/content/:kind/:slug', {
    config,
    schema: {
      tags: ['content'],
      summary: 'A document as visitors see it and the draft saved since it was last published',
      params: contentDocParamsSchema,
      querystring: contentLanguageQuerySchema,
      response: { 200: contentEditStateSchema, ...errors, ...errorResponses(404) },
    },
    handler: (req) => service.getDocument(db, { ...req.params, language: req.query.language }),
  });

  app.get('/v1/admin/content/:kind/:slug/versions', {
    config,
    schema: {
      tags: ['content'],
      summary: 'A document’s versions, newest first, with who saved each',
      params: contentDocParamsSchema,
      querystring: contentLanguageQuerySchema,
      response: { 200: contentVersionListSchema, ...errors },
    },
    handler: (req) => service.listVersions(db, { ...req.params, language: req.query.language }),
  });

  // Saving a draft and publishing take the same input and answer the same new version.
  const documentWrites = [
    {
      url: '/v1/admin/content/:kind/:slug/draft',
      method: 'PUT',
      summary:
        'Save a draft version (visitors still see the published one); 400 naming an unknown or bad field',
      write: service.saveDraft,
    },
    {
      url: '/v1/admin/content/:kind/:slug/publish',
      method: 'POST',
      summary: 'Publish a document: a new published version, live at once (a new slug makes a new document)',
      write: service.publish,
    },
  ] as const;
  for (const { url, method, summary, write } of documentWrites) {
    app.route({
      url,
      method,
      config,
      schema: {
        tags: ['content'],
        summary,
        params: contentDocParamsSchema,
        querystring: contentLanguageQuerySchema,
        body: contentDocumentBodySchema,
        response: { 201: contentVersionSchema, ...errors },
      },
      handler: async (req, reply) => {
        const doc = { ...req.params, language: req.query.language };
        return reply.code(201).send(await write(db, signedInViewer(req).userId, doc, req.body.document));
      },
    });
  }

  app.post('/v1/admin/content/:kind/:slug/versions/:id/restore', {
    config,
    schema: {
      tags: ['content'],
      summary: 'Publish a copy of an earlier version as a new version (history is never rewritten)',
      params: contentVersionParamsSchema,
      querystring: contentLanguageQuerySchema,
      response: { 201: contentVersionSchema, ...errors, ...errorResponses(404) },
    },
    handler: async (req, reply) => {
      const { id, ...doc } = req.params;
      return reply
        .code(201)
        .send(
          await service.restore(db, signedInViewer(req).userId, { ...doc, language: req.query.language }, id),
        );
    },
  });
}
