import { tagListSchema, type Tag } from '../../../domain/schemas/tags';
import type { App, AppDeps } from '../../http/types';
import { listTags } from './tags.repository';

export function tagsRoutes(app: App, { database }: AppDeps) {
  app.get('/v1/tags', {
    config: { access: 'public' },
    schema: { tags: ['tags'], summary: 'Every tag', response: { 200: tagListSchema } },
    handler: async () => ({ items: (await listTags(database.db)) as Tag[] }),
  });
}
