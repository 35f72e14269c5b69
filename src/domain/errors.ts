// The one error type (decision 015). Its kind says what sort of failure it is and so the HTTP status
// (mapped here, in one place); its message code and parameters say what a user reads, in the
// catalogue (`./messages`), rendered in the caller's language by the server's error handler.

import { formatMessage, type MessageCode, type MessageParams } from './messages';

export const ERROR_KINDS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  /** The card was refused; the message carries the payment provider's words. */
  CARD_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A request's precondition (an `If-Match` version) no longer holds: decision 033. */
  PRECONDITION_FAILED: 412,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_KINDS;

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly kind: ErrorKind,
    readonly messageCode: MessageCode,
    readonly params?: MessageParams,
    /** The input field the error is about, when there is one. */
    readonly field?: string,
  ) {
    // The English text, for logs and tests; answers are rendered in the caller's language.
    super(formatMessage(messageCode, params));
    this.name = 'AppError';
    this.statusCode = ERROR_KINDS[kind];
  }
}

export const notFound = (code: MessageCode, params?: MessageParams) =>
  new AppError('NOT_FOUND', code, params);
export const badRequest = (code: MessageCode, params?: MessageParams, field?: string) =>
  new AppError('BAD_REQUEST', code, params, field);

/**
 * The body every error answer has. `code` is the message code (e.g. 'payouts.noAccount'), which
 * clients branch on; `message` its text in the caller's language; `params` what was put in it.
 */
export type ErrorBody = {
  statusCode: number;
  code: string;
  message: string;
  field?: string;
  params?: MessageParams;
};
