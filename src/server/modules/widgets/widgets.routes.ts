// GET /v1/admin/widgets: the widgets an administrator can copy embed code for (/admin/widgets).
// One widget's content is public at GET /v1/content/widgets/{slug} (the content module).

import { errorResponses } from '../../../domain/schemas/common';
import { widgetSummaryListSchema } from '../../../domain/schemas/widgets';
import type { App, AppDeps } from '../../http/types';
import * as service from './widgets.service';

export function widgetsRoutes(app: App, { database }: AppDeps) {
  app.get('/v1/admin/widgets', {
    config: { permission: 'content:edit' },
    schema: {
      tags: ['admin'],
      summary: 'Every promo widget with the sizes it has slides for',
      response: { 200: widgetSummaryListSchema, ...errorResponses(401, 403) },
    },
    handler: () => service.listWidgets(database.db),
  });
}
