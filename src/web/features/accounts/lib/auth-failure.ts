// Turns a failed sign-in or sign-up call into the catalogue's words (spec section 8) and the field
// they belong to, so the message sits under the input it is about.

import { AUTH_MESSAGES, authErrorMessage } from '../../../../domain/auth-messages';
import { ApiError, errorMessage } from '../../../lib/api';

export type AuthFailure = {
  field?: 'email' | 'password';
  message: string;
  /** False when the catalogue has no words for it and the server's message is shown instead. */
  known: boolean;
};

const EMAIL_CODES = new Set(['USER_NOT_FOUND', 'INVALID_EMAIL']);
const PASSWORD_CODES = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD', 'PASSWORD_TOO_SHORT']);

export function authFailure(error: unknown): AuthFailure {
  const code = error instanceof ApiError ? error.code : undefined;
  const status = error instanceof ApiError ? error.status : 0;
  const message = authErrorMessage(code) ?? (status === 429 ? AUTH_MESSAGES.rateLimited : null);
  if (!message) return { message: errorMessage(error), known: false };
  if (code && EMAIL_CODES.has(code)) return { field: 'email', message, known: true };
  if (code && PASSWORD_CODES.has(code)) return { field: 'password', message, known: true };
  return { message, known: true };
}
