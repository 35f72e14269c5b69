import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../domain/schemas/common';
import {
  bankTokenRequestSchema,
  bankTokenResponseSchema,
  cardTokenRequestSchema,
  paymentSetupResponseSchema,
  tokenBodySchema,
  tokenResponseSchema,
  webhookResponseSchema,
} from '../../../domain/schemas/payments';
import { userIdParamSchema, userProfileSchema } from '../../../domain/schemas/users';
import { isLocalProvider, type LocalPaymentsProvider } from '../../adapters/payments/local';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './payments.service';

const errors = errorResponses(400, 402, 503);

// 409: another request of the same person is still creating their customer.
const cardErrors = errorResponses(400, 401, 403, 404, 409, 503);

/** Guests' cards (the user's own, or anyone's for an administrator), the provider's webhooks, and the local provider's pages. */
export function paymentsRoutes(app: App, { database, payments, config }: AppDeps) {
  const deps: service.PaymentsDeps = { db: database.db, payments, config };
  const tags = ['payments'];

  app.post('/v1/users/:id/payment/setup', {
    config: { permission: 'payments:manage-own' },
    schema: {
      tags,
      summary: 'Start collecting a card: the provider, and its client secret and publishable key (Stripe)',
      params: userIdParamSchema,
      response: { 200: paymentSetupResponseSchema, ...cardErrors },
    },
    handler: (req) => service.startPaymentSetup(deps, signedInViewer(req), req.params.id),
  });

  app.put('/v1/users/:id/payment', {
    config: { permission: 'payments:manage-own' },
    schema: {
      tags,
      summary: 'Save the card the browser tokenised; a refused card answers 402 with the provider’s message',
      params: userIdParamSchema,
      body: tokenBodySchema,
      response: { 200: userProfileSchema, ...cardErrors, ...errorResponses(402) },
    },
    handler: (req) => service.saveCard(deps, signedInViewer(req), req.params.id, req.body.token),
  });

  // The provider's webhooks. The signature covers the exact bytes, so this route alone reads its
  // body raw (an encapsulated scope keeps every other route's JSON parsing as it is).
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post('/v1/payments/webhook', {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Events from the payment provider, signed in the stripe-signature header',
        response: { 200: webhookResponseSchema, ...errorResponses(400) },
      },
      handler: (req) =>
        service.handleWebhook(
          deps,
          Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          [req.headers['stripe-signature']].flat()[0],
        ),
    });
  });

  if (isLocalProvider(payments)) localProviderRoutes(app, payments, deps);
}

/**
 * The local provider's stand-ins for what a real provider serves itself: the browser's card and bank
 * tokenisation endpoints, and the hosted verification page its account links open.
 */
function localProviderRoutes(app: App, payments: LocalPaymentsProvider, deps: service.PaymentsDeps) {
  const tags = ['payments (local provider)'];

  app.post('/v1/payments/local/card-tokens', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Turn a test card into a token (stands in for the provider’s browser tokenisation)',
      body: cardTokenRequestSchema,
      response: { 200: tokenResponseSchema, ...errors },
    },
    handler: (req) => service.createCardToken(req.body),
  });

  app.post('/v1/payments/local/bank-tokens', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Turn a New Zealand bank account into a token (currency nzd, country NZ)',
      body: bankTokenRequestSchema,
      response: { 200: bankTokenResponseSchema, ...errors },
    },
    handler: (req) => service.createBankToken(payments, req.body),
  });

  const linkParams = z.object({ id: z.string().min(1).max(200) });
  // Only the page itself, its styles, and its form back to this site (and then on to the web app).
  const pagePolicy = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(deps.config.publicUrl).origin}; base-uri 'none'; frame-ancestors 'none'`;

  app.get('/v1/payments/local/account-links/:id', {
    config: { access: 'public' },
    schema: { tags, summary: 'The local verification page an account link opens', params: linkParams },
    handler: async (req, reply) => {
      const page = await service.accountLinkPage(payments, req.params.id);
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', pagePolicy)
        .header('cache-control', 'no-store');
      return reply.status(page.status).send(page.html);
    },
  });

  // The page's form posts `outcome=complete|fail` as a browser form does; this scope alone reads such bodies.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/v1/payments/local/account-links/:id', {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Complete or fail the verification, then go on to the link’s success or failure URL (303)',
        params: linkParams,
        body: z.object({ outcome: z.enum(['complete', 'fail']) }),
      },
      handler: async (req, reply) => {
        const page = await service.finishAccountLink(deps, payments, req.params.id, req.body.outcome);
        if (!('html' in page)) return reply.redirect(page.redirectTo, 303);
        reply.type('text/html; charset=utf-8').header('content-security-policy', pagePolicy);
        return reply.status(page.status).send(page.html);
      },
    });
  });
}
