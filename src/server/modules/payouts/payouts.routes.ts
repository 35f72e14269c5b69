import { errorResponses } from '../../../domain/schemas/common';
import {
  accountLinkBodySchema,
  accountLinkResponseSchema,
  balanceResponseSchema,
  payoutAccountBodySchema,
  requirementsResponseSchema,
  transactionPageSchema,
  transactionsQuerySchema,
} from '../../../domain/schemas/payments';
import { userIdParamSchema, userProfileSchema } from '../../../domain/schemas/users';
import { signedInViewer } from '../../auth/guards';
import type { App, AppDeps } from '../../http/types';
import * as service from './payouts.service';

// 409: another request of the same person is still creating their customer or payout account.
const errors = errorResponses(400, 401, 403, 404, 409, 503);

/** Payout accounts (connected account, bank, requirements, links, balance): the user's own, or anyone's for an administrator. */
export function payoutsRoutes(app: App, { database, payments, config }: AppDeps) {
  const deps = { db: database.db, payments, config };
  const tags = ['payments'];

  app.post('/v1/users/:id/account/stripe', {
    // Where the money goes is a sensitive change: a recent sign-in (decision 057).
    config: { permission: 'payouts:manage-own', recentSignIn: true },
    schema: {
      tags,
      summary: 'Open the payout account with a bank token (updates it when there is one already)',
      params: userIdParamSchema,
      body: payoutAccountBodySchema,
      response: { 200: userProfileSchema, ...errors },
    },
    handler: (req) => service.createPayoutAccount(deps, signedInViewer(req), req.params.id, req.body),
  });

  app.put('/v1/users/:id/account/stripe', {
    // Where the money goes is a sensitive change: a recent sign-in (decision 057).
    config: { permission: 'payouts:manage-own', recentSignIn: true },
    schema: {
      tags,
      summary:
        "Change the payout account's bank account; 404 payouts.noAccount 'invalid user or account' when there is none",
      params: userIdParamSchema,
      body: payoutAccountBodySchema,
      response: { 200: userProfileSchema, ...errors },
    },
    handler: (req) => service.updatePayoutAccount(deps, signedInViewer(req), req.params.id, req.body),
  });

  app.get('/v1/users/:id/requirements', {
    config: { permission: 'payouts:manage-own' },
    schema: {
      tags,
      summary:
        'What the provider still needs before payouts, and a fresh link to provide it; 404 payouts.noAccount when there is no payout account',
      params: userIdParamSchema,
      response: { 200: requirementsResponseSchema, ...errors },
    },
    handler: (req) => service.getRequirements(deps, signedInViewer(req), req.params.id),
  });

  for (const type of ['verification', 'update'] as const) {
    app.post(`/v1/users/:id/account-${type}-link`, {
      config: { permission: 'payouts:manage-own' },
      schema: {
        tags,
        summary: `A link to the provider's ${type} pages, returning to successUrl or failureUrl (this site only)`,
        params: userIdParamSchema,
        body: accountLinkBodySchema,
        response: { 200: accountLinkResponseSchema, ...errors },
      },
      handler: (req) => service.createAccountLink(deps, signedInViewer(req), req.params.id, type, req.body),
    });
  }

  app.get('/v1/users/:id/account/balance', {
    config: { permission: 'payouts:manage-own' },
    schema: {
      tags,
      summary:
        'The payout account’s available and pending balance, and the next payout date; 404 payouts.noAccount when there is none',
      params: userIdParamSchema,
      response: { 200: balanceResponseSchema, ...errors },
    },
    handler: (req) => service.getBalance(deps, signedInViewer(req), req.params.id),
  });

  app.get('/v1/users/:id/account/transactions', {
    config: { permission: 'payouts:manage-own' },
    schema: {
      tags,
      summary:
        'The payout account’s transactions, newest first, 50 a page (pass back `cursor`); 404 payouts.noAccount when there is none',
      params: userIdParamSchema,
      querystring: transactionsQuerySchema,
      response: { 200: transactionPageSchema, ...errors },
    },
    handler: (req) => service.listTransactions(deps, signedInViewer(req), req.params.id, req.query.cursor),
  });
}
