// The one error type. A code says what kind of failure it is (the server maps codes to HTTP
// statuses in one place); the message is what a user may read.

export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  /** The card was refused; the message is the payment provider's. */
  CARD_DECLINED: 402,
  FORBIDDEN: 403,
  /**
   * The user has no payout account yet: the web offers to set one up. Listed before NOT_FOUND so that
   * a plain 404 from elsewhere keeps the code NOT_FOUND (the status-to-code map keeps the last).
   */
  NO_PAYOUT_ACCOUNT: 404,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The input field the error is about, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, field?: string) => new AppError('BAD_REQUEST', message, field);

/** The body every error response has. */
export type ErrorBody = { statusCode: number; code: string; message: string; field?: string };

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_TEXT = 'Oops. Looks like you have gone off track.';
export const FETCH_LOCATIONS_ERROR = 'There was an error fetching locations.';
export const UNLISTED_NOTICE = 'This property is unlisted';
