// The one place that turns failures into HTTP answers. 5xx details never leave the server.

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_CODES, type ErrorBody } from '../../domain/errors';

const codeByStatus: Record<number, string> = Object.fromEntries(
  Object.entries(ERROR_CODES).map(([code, status]) => [status, code]),
);

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const statusCode = ERROR_CODES[error.code];
      const body: ErrorBody = { statusCode, code: error.code, message: error.message };
      if (error.field) body.field = error.field;
      return reply.status(statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Name the first offending field, with the schema's own message.
      const first = error.validation[0]!;
      const pathParts = first.instancePath.split('/').filter(Boolean);
      const issuePath = (first.params as { issue?: { path?: PropertyKey[] } }).issue?.path ?? [];
      const field =
        (issuePath.length ? issuePath.map(String) : pathParts).join('.') || error.validationContext;
      const message = first.message ?? 'Invalid value';
      const body: ErrorBody = {
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: field && !message.includes(field) ? `${field}: ${message}` : message,
      };
      if (field) body.field = field;
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .status(status)
        .send({ statusCode: status, code: codeByStatus[status] ?? 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}
