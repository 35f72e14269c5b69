// Turns a failed sign-in or sign-up call into the catalogue's words (spec section 8), by code, in the
// current language, and the field they belong to, so the message sits under the input it is about.

import { authErrorField, authMessageCode } from '../../../../domain/auth-messages';
import type { MessageParams } from '../../../../domain/messages';
import { ApiError, errorMessage } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';

export type AuthFailure = {
  field?: 'email' | 'password';
  message: string;
  /** False when the catalogue has no words for it and the server's message is shown instead. */
  known: boolean;
};

/**
 * The catalogue's sign-in words for a code (Better Auth's, or already a message code), or null where
 * the catalogue has none. A rate limit's wait is shown when the answer gave it, else the general words.
 */
export function authCodeText(code: string | undefined, params?: MessageParams): string | null {
  const messageCode = authMessageCode(code);
  if (!messageCode || !messageCode.startsWith('auth.')) return null;
  if (messageCode === 'auth.rateLimitedWait' && typeof params?.count !== 'number') {
    return i18n.t('auth.rateLimited');
  }
  return i18n.t(messageCode, params);
}

/** A sign-up that finds the account already there signs the person in instead (spec section 4). */
export function isAccountExists(code: string | undefined): boolean {
  return (
    code === 'auth.accountExists' ||
    code === 'USER_ALREADY_EXISTS' ||
    code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'
  );
}

export function authFailure(error: unknown): AuthFailure {
  const code = error instanceof ApiError ? error.code : undefined;
  const params = error instanceof ApiError ? error.params : undefined;
  const status = error instanceof ApiError ? error.status : 0;
  const message = authCodeText(code, params) ?? (status === 429 ? i18n.t('auth.rateLimited') : null);
  if (!message) return { message: errorMessage(error), known: false };
  // The server's message codes (and Better Auth's codes) say which input the words belong under.
  const messageCode = authMessageCode(code);
  const field = messageCode ? authErrorField(messageCode) : undefined;
  return field ? { field, message, known: true } : { message, known: true };
}
