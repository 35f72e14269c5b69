import { errorResponses } from '../../../domain/schemas/common';
import {
  collectionListSchema,
  collectionPageSchema,
  contentPageQuerySchema,
  contentPageResponseSchema,
  slugParamSchema,
  widgetSchema,
} from '../../../domain/schemas/content';
import type { App, AppDeps } from '../../http/types';
import * as service from './content.service';

// Every content read may lag the primary by a second: a replica answers when there is one (decision 055).
export function contentRoutes(app: App, { reads }: AppDeps) {
  const notFound = errorResponses(400, 404);

  app.get('/v1/content/pages/:slug', {
    config: { access: 'public' },
    schema: {
      tags: ['content'],
      summary: 'A content page in the asked language, English where that language is not written',
      params: slugParamSchema,
      querystring: contentPageQuerySchema,
      response: { 200: contentPageResponseSchema, ...notFound },
    },
    handler: (req, reply) =>
      reads.run(req, reply, (db) => service.getContentPage(db, req.params.slug, req.query.language)),
  });
  app.get('/v1/content/collectionPage/:slug', {
    config: { access: 'public' },
    schema: {
      tags: ['content'],
      params: slugParamSchema,
      response: { 200: collectionPageSchema, ...notFound },
    },
    handler: (req, reply) => reads.run(req, reply, (db) => service.getCollectionPage(db, req.params.slug)),
  });
  app.get('/v1/content/collections', {
    config: { access: 'public' },
    schema: {
      tags: ['content'],
      summary: 'Collection pages, in display order',
      response: { 200: collectionListSchema },
    },
    handler: (req, reply) => reads.run(req, reply, (db) => service.listCollections(db)),
  });
  app.get('/v1/content/widgets/:slug', {
    config: { access: 'public' },
    schema: { tags: ['content'], params: slugParamSchema, response: { 200: widgetSchema, ...notFound } },
    handler: (req, reply) => reads.run(req, reply, (db) => service.getWidget(db, req.params.slug)),
  });
}
