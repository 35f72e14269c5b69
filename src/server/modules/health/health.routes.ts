import { z } from 'zod';
import { clientConfigSchema } from '../../../domain/schemas/config';
import { migrationsApplied } from '../../db/migrate';
import type { App, AppDeps } from '../../http/types';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
});

const liveSchema = z.object({ status: z.literal('ok') });

const readySchema = z.object({
  /**
   * ready: send it requests. starting: the database lacks this build's migrations (another copy is
   * still applying them). unavailable: the database does not answer. draining: shutting down.
   */
  status: z.enum(['ready', 'starting', 'unavailable', 'draining']),
});

export function healthRoutes(app: App, { database, config }: AppDeps) {
  app.get('/health', {
    config: { access: 'public' },
    schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_req, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded', database: 'unavailable' });
      }
    },
  });

  // A load balancer's two questions (issue 30, decision 054). Neither is cached anywhere.
  app.get('/health/live', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Whether the process runs and answers (restart it when not); asks nothing of the database',
      response: { 200: liveSchema },
    },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  });

  // Migrations never go back: once this build's are all there, only the database's answer is asked.
  let migrated = false;
  app.get('/health/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary:
        'Whether to send this server requests: 200 once the migrations are applied and the database answers; 503 while starting, when the database is down, and while draining on SIGTERM',
      response: { 200: readySchema, 503: readySchema },
    },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.drain.draining) return reply.status(503).send({ status: 'draining' });
      try {
        if (migrated) await database.ping();
        else migrated = await migrationsApplied(database);
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
      if (!migrated) return reply.status(503).send({ status: 'starting' });
      return { status: 'ready' as const };
    },
  });

  app.get('/v1/config', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Settings the web app needs',
      response: { 200: clientConfigSchema },
    },
    handler: async () => ({
      tileUrl: config.tileUrl,
      tileAttribution: config.tileAttribution,
      socialProviders: Object.entries(config.socialProviders)
        .filter(([, provider]) => provider !== null)
        .map(([id]) => id),
      payments:
        config.payments.kind === 'stripe'
          ? { provider: 'stripe' as const, publishableKey: config.payments.publishableKey }
          : { provider: 'local' as const, publishableKey: null },
      platformFeePercent: config.platformFeePercent,
      gstPercent: config.taxRates.gstRateBp / 100,
      flatRateCreditPercent: config.taxRates.flatRateCreditBp / 100,
      partnerUrl: config.partnerUrl,
    }),
  });
}
