// The tax documents (issue 28, decision 051): a stay's receipt (a tax invoice from Stopover) and a
// host's monthly statements, each as JSON for the web page and as a PDF. Schema in, one service call,
// result out; the owner rules are the service's.

import { z } from 'zod';
import { errorResponses } from '../../../domain/schemas/common';
import {
  documentLanguageQuerySchema,
  receiptParamsSchema,
  receiptSchema,
  statementMonthsSchema,
  statementParamsSchema,
  statementSchema,
  statementsParamsSchema,
} from '../../../domain/schemas/tax-documents';
import { signedInViewer } from '../../auth/guards';
import { languageOf } from '../../http/errors';
import type { App, AppDeps } from '../../http/types';
import { receiptPdf, statementPdf } from './pdf';
import * as service from './tax-documents.service';

const errors = errorResponses(400, 401, 403, 404);
const pdfResponse = z.string().describe('application/pdf');

/**
 * A PDF document is a readable stream, which Fastify pipes to the reply as it is; the route's type
 * names the document's bytes as the string the schema describes.
 */
const stream = (doc: PDFKit.PDFDocument) => doc as unknown as string;

export function taxDocumentsRoutes(app: App, { database, config }: AppDeps) {
  const deps: service.TaxDocumentsDeps = {
    db: database.db,
    platformGstNumber: config.platformGstNumber,
    taxRates: config.taxRates,
  };

  app.get('/v1/bookings/stays/:paymentId/receipt', {
    config: { permission: 'bookings:read-own' },
    schema: {
      tags: ['bookings'],
      summary: 'A stay’s receipt, a tax invoice from Stopover (its guest’s, or any for administrators)',
      params: receiptParamsSchema,
      response: { 200: receiptSchema, ...errors },
    },
    handler: (req) => service.getReceipt(deps, signedInViewer(req), req.params.paymentId),
  });

  app.get('/v1/bookings/stays/:paymentId/receipt.pdf', {
    config: { permission: 'bookings:read-own' },
    schema: {
      tags: ['bookings'],
      summary: 'A stay’s receipt as a PDF, in `language` (Chinese readers get English: no CJK font)',
      params: receiptParamsSchema,
      querystring: documentLanguageQuerySchema,
      response: { 200: pdfResponse, ...errors },
    },
    handler: async (req, reply) => {
      const receipt = await service.getReceipt(deps, signedInViewer(req), req.params.paymentId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="stopover-receipt-${receipt.receiptNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(stream(receiptPdf(receipt, req.query.language ?? languageOf(req))));
    },
  });

  app.get('/v1/users/:id/statements', {
    config: { permission: 'bookings:read-own' },
    schema: {
      tags: ['users'],
      summary:
        'The months with a host’s monthly statement (their own, or any for administrators), newest first',
      params: statementsParamsSchema,
      response: { 200: statementMonthsSchema, ...errors },
    },
    handler: (req) => service.listStatementMonths(deps, signedInViewer(req), req.params.id),
  });

  app.get('/v1/users/:id/statements/:month', {
    config: { permission: 'bookings:read-own' },
    schema: {
      tags: ['users'],
      summary:
        'A host’s monthly statement: fees, GST and flat-rate credits of the charges and refunds made in the month',
      params: statementParamsSchema,
      response: { 200: statementSchema, ...errors },
    },
    handler: (req) => service.getStatement(deps, signedInViewer(req), req.params.id, req.params.month),
  });

  app.get('/v1/users/:id/statements/:month.pdf', {
    config: { permission: 'bookings:read-own' },
    schema: {
      tags: ['users'],
      summary:
        'A host’s monthly statement as a PDF, in `language` (Chinese readers get English: no CJK font)',
      params: statementParamsSchema,
      querystring: documentLanguageQuerySchema,
      response: { 200: pdfResponse, ...errors },
    },
    handler: async (req, reply) => {
      const statement = await service.getStatement(
        deps,
        signedInViewer(req),
        req.params.id,
        req.params.month,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="stopover-statement-${statement.month}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(stream(statementPdf(statement, req.query.language ?? languageOf(req))));
    },
  });
}
