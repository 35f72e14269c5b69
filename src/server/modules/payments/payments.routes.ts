import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../domain/schemas/common';
import {
  bankTokenRequestSchema,
  bankTokenResponseSchema,
  cardTokenRequestSchema,
  tokenResponseSchema,
  webhookResponseSchema,
} from '../../../domain/schemas/payments';
import {
  isLocalProvider,
  createLocalCardToken,
  type LocalPaymentsProvider,
} from '../../adapters/payments/local';
import type { App, AppDeps } from '../../http/types';
import { accountUpdated, handleWebhook } from '../accounts/accounts.service';
import { withProvider } from '../money/money.service';
import { expiredPage, unknownLinkPage, verificationPage } from './local-pages';

const errors = { 400: errorBodySchema, 402: errorBodySchema, 503: errorBodySchema };

export function paymentsRoutes(app: App, deps: AppDeps) {
  const { database, payments, config } = deps;
  const accounts = { db: database.db, payments, config };

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
        response: { 200: webhookResponseSchema, 400: errorBodySchema },
      },
      handler: (req) => {
        const signature = req.headers['stripe-signature'];
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        return handleWebhook(accounts, body, Array.isArray(signature) ? signature[0] : signature);
      },
    });
  });

  if (isLocalProvider(payments)) localProviderRoutes(app, payments, accounts);
}

/**
 * The local provider's stand-ins for what a real provider serves itself: the browser's card and bank
 * tokenisation endpoints, and the hosted verification page its account links open.
 */
function localProviderRoutes(
  app: App,
  payments: LocalPaymentsProvider,
  accounts: Parameters<typeof accountUpdated>[0],
) {
  const tags = ['payments (local provider)'];

  app.post('/v1/payments/local/card-tokens', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Turn a test card into a token (stands in for the provider’s browser tokenisation)',
      body: cardTokenRequestSchema,
      response: { 200: tokenResponseSchema, ...errors },
    },
    handler: async (req) => ({ token: await withProvider(async () => createLocalCardToken(req.body)) }),
  });

  app.post('/v1/payments/local/bank-tokens', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Turn a New Zealand bank account into a token (currency nzd, country NZ)',
      body: bankTokenRequestSchema,
      response: { 200: bankTokenResponseSchema, ...errors },
    },
    handler: (req) => {
      const { accountName, accountNumber, routingNumber, currency, country } = req.body;
      const full = accountNumber.length <= 10 ? routingNumber + accountNumber : accountNumber;
      return withProvider(() =>
        payments.createBankToken({ accountName, accountNumber: full, routingNumber, currency, country }),
      );
    },
  });

  const linkParams = z.object({ id: z.string().min(1).max(200) });
  // Only the page itself, its styles, and its form back to this site (and then on to the web app).
  const pagePolicy = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(accounts.config.publicUrl).origin}; base-uri 'none'; frame-ancestors 'none'`;

  app.get('/v1/payments/local/account-links/:id', {
    config: { access: 'public' },
    schema: { tags, summary: 'The local verification page an account link opens', params: linkParams },
    handler: async (req, reply) => {
      const link = await payments.accountLink(req.params.id);
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', pagePolicy)
        .header('cache-control', 'no-store');
      if (!link) return reply.status(404).send(unknownLinkPage());
      if (link.state !== 'open') return reply.status(410).send(expiredPage(link.failureUrl));
      return reply.send(verificationPage(link));
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
        const result = await payments.finishAccountLink(req.params.id, req.body.outcome);
        if (!result || result.expired) {
          const link = result ? await payments.accountLink(req.params.id) : null;
          reply.type('text/html; charset=utf-8').header('content-security-policy', pagePolicy);
          return result
            ? reply.status(410).send(expiredPage(link?.failureUrl ?? null))
            : reply.status(404).send(unknownLinkPage());
        }
        // What a real provider tells us with an account.updated webhook, delivered in-process.
        await accountUpdated(accounts, result.accountId);
        return reply.redirect(result.redirectTo, 303);
      },
    });
  });
}
