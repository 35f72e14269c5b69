import { errorResponses } from '../../../domain/schemas/common';
import { placeListSchema, placeQuerySchema } from '../../../domain/schemas/locations';
import type { App, AppDeps } from '../../http/types';

export function placesRoutes(app: App, { geocoder }: AppDeps) {
  app.get('/v1/places', {
    config: { access: 'public' },
    schema: {
      tags: ['places'],
      summary: 'New Zealand places matching a name (address search)',
      querystring: placeQuerySchema,
      response: { 200: placeListSchema, ...errorResponses(400) },
    },
    handler: async (req) => ({ items: await geocoder.search(req.query.query, req.query.limit) }),
  });
}
