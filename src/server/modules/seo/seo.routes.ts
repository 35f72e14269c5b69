// robots.txt, sitemap.xml and the location pages' HTML with their own head (issue 14).

import type { App, AppDeps } from '../../http/types';
import { errorBody, sendError } from '../../http/errors';
import * as service from './seo.service';
import { sendPage } from './prerender';

// The sitemap and the location pages' heads read what a search reads: from a replica when there is
// one (decision 055). The first screens drawn in ask the API routes, which choose for themselves.
export function seoRoutes(app: App, { reads, config }: AppDeps) {
  app.get('/robots.txt', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(service.robotsTxt(config.publicUrl)),
  });

  app.get('/sitemap.xml', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (req, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await reads.run(req, reply, (db) => service.sitemap(db, config.publicUrl))),
  });

  // The location page as the app draws it, with its title, description, canonical link, Open Graph
  // tags and schema.org data already in the HTML, for crawlers and link previews that run no script.
  app.get<{ Params: { id: string } }>('/locations/:id', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (req, reply) => {
      const page = await reads.run(req, reply, (db) => service.locationPage(db, config, req.params.id));
      if (!page) {
        return sendError(
          reply,
          errorBody(req, 404, { code: 'http.noRoute', params: { method: 'GET', path: req.url } }),
        );
      }
      reply.header('cache-control', 'no-cache');
      const drawn = page.found ? await app.prerenderer.render(req, async () => page.html) : null;
      if (drawn) return sendPage(req, reply, drawn);
      return reply
        .code(page.found ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  });
}
