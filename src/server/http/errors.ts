// The one place that turns failures into HTTP answers (decision 015): {statusCode, code, message,
// field?, params?}, where `code` is the message code and `message` its text in the caller's
// language (Accept-Language, else English). 5xx bodies carry no details.

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '../../domain/errors';
import { pickLanguage, type Language, type Message, type MessageCode } from '../../domain/messages';
import { translate } from '../../domain/messages/catalogues';
import { issueMessage, type IssueLike } from '../../domain/messages/zod';

/** The language to answer `request` in. */
export const languageOf = (request: FastifyRequest): Language =>
  pickLanguage(request.headers['accept-language']);

/** The error body of `message` in the caller's language. */
export function errorBody(
  request: FastifyRequest,
  statusCode: number,
  message: Message,
  field?: string,
): ErrorBody {
  const body: ErrorBody = {
    statusCode,
    code: message.code,
    message: translate(languageOf(request), message.code, message.params),
  };
  if (field) body.field = field;
  if (message.params && Object.keys(message.params).length) body.params = message.params;
  return body;
}

/** Sends an error body; the answer depends on Accept-Language, so caches must know. */
export function sendError(reply: FastifyReply, body: ErrorBody) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Language');
  else if (!/accept-language/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Language`);
  return reply.status(body.statusCode).send(body);
}

/** Fastify's own refusals (bad JSON, wrong content type, too large) by status. */
const CODE_BY_STATUS: Record<number, MessageCode> = {
  400: 'http.badRequest',
  404: 'http.notFound',
  405: 'http.methodNotAllowed',
  413: 'http.tooLarge',
  415: 'http.unsupportedMediaType',
};

type ValidationEntry = { message?: string; keyword?: string; instancePath: string; params?: object };

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const message: Message = { code: error.messageCode, params: error.params };
      return sendError(reply, errorBody(request, error.statusCode, message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first offending field: its name goes in `field`, never into the message.
      const first = error.validation[0] as ValidationEntry;
      const field = first.instancePath.split('/').filter(Boolean).join('.') || error.validationContext;
      const issue: IssueLike = { ...first.params, code: first.keyword, message: first.message };
      return sendError(reply, errorBody(request, 400, issueMessage(issue), field));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return sendError(
        reply,
        errorBody(request, status, { code: CODE_BY_STATUS[status] ?? 'http.badRequest' }),
      );
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, errorBody(request, 500, { code: 'http.internal' }));
  });
}
