import { z } from 'zod';
import { clientConfigSchema } from '../../../domain/schemas/config';
import type { App, AppDeps } from '../../http/types';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
});

export function healthRoutes(app: App, { database, config }: AppDeps) {
  app.get('/health', {
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
