// The Contact Us calls (spec section 7): POST /v1/contact_us for visitors, and the messages for
// administrators. Schema in, one service call, result out.

import { errorResponses } from '../../../domain/schemas/common';
import {
  contactBodySchema,
  contactMessageListSchema,
  contactMessageQuerySchema,
} from '../../../domain/schemas/contact';
import { z } from 'zod';
import type { App, AppDeps } from '../../http/types';
import * as service from './contact.service';

export function contactRoutes(app: App, { database, config }: AppDeps) {
  const deps = { db: database.db, supportEmail: config.supportEmail, emailFrom: config.emailFrom };

  app.post('/v1/contact_us', {
    config: { access: 'public' },
    schema: {
      tags: ['contact'],
      summary:
        'Send a message to Stopover (no account needed): stored and mailed to the support address; a few an hour from one address',
      body: contactBodySchema,
      response: { 201: z.object({ ok: z.literal(true) }), ...errorResponses(400, 429) },
    },
    handler: async (req, reply) => {
      await service.sendContactMessage(deps, req.ip, req.body);
      return reply.code(201).send({ ok: true });
    },
  });

  app.get('/v1/admin/contact-messages', {
    config: { permission: 'contact:read' },
    schema: {
      tags: ['admin'],
      summary: 'Contact Us messages, newest first (50 a page by cursor)',
      querystring: contactMessageQuerySchema,
      response: {
        200: contactMessageListSchema,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: (req) => service.listContactMessages(deps.db, req.query.cursor),
  });
}
