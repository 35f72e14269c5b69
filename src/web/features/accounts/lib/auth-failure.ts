// Turns a failed sign-in or sign-up call into the catalogue's words (spec section 8) and the field
// they belong to, so the message sits under the input it is about.

import {
  AUTH_MESSAGES,
  authErrorField,
  authErrorMessage,
  authMessageCode,
} from '../../../../domain/auth-messages';
import { ApiError, errorMessage } from '../../../lib/api';

export type AuthFailure = {
  field?: 'email' | 'password';
  message: string;
  /** False when the catalogue has no words for it and the server's message is shown instead. */
  known: boolean;
};

export function authFailure(error: unknown): AuthFailure {
  const code = error instanceof ApiError ? error.code : undefined;
  const status = error instanceof ApiError ? error.status : 0;
  const message = authErrorMessage(code) ?? (status === 429 ? AUTH_MESSAGES.rateLimited : null);
  if (!message) return { message: errorMessage(error), known: false };
  // The server's message codes (and Better Auth's codes) say which input the words belong under.
  const messageCode = authMessageCode(code);
  const field = messageCode ? authErrorField(messageCode) : undefined;
  return field ? { field, message, known: true } : { message, known: true };
}
