// The development mailbox: what the app would have emailed, readable without an SMTP server.
// Never registered in production, where the outbox holds real people's mail.

import { errorResponses } from '../../../domain/schemas/common';
import type { App, AppDeps } from '../../http/types';
import { mailboxQuerySchema, mailboxSchema, type MailboxMessage } from './mailbox.schemas';

export function mailboxRoutes(app: App, { config, outbox }: AppDeps) {
  if (config.env === 'production') return;

  app.get('/v1/dev/mailbox', {
    config: { access: 'public' },
    schema: {
      tags: ['development'],
      summary: 'Recent outbox messages, newest first (not available in production)',
      querystring: mailboxQuerySchema,
      response: { 200: mailboxSchema, ...errorResponses(400) },
    },
    handler: async (req) => ({
      items: (await outbox.listRecent(req.query.limit)).map((m): MailboxMessage => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      })),
    }),
  });
}
