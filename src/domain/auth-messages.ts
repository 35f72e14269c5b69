// The sign-in error catalogue (spec section 8) as message codes (decision 015). Better Auth answers
// with its own codes; the server turns those this table knows into our message codes (and the words
// in the caller's language) before the answer leaves. The web's login screens read the same table.

import { isMessageCode, type MessageCode } from './messages';

/** Codes of Better Auth's (and the one of Better Auth's we look for) that are not message codes. */
export const AUTH_ERROR_CODES = {
  /**
   * Ours, thrown inside Better Auth in its style: a social sign-in passes the code on in the
   * redirect to the web (`/sign-in-failed?error=USER_DISABLED`), where it must stay readable.
   */
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  USER_DISABLED: 'USER_DISABLED',
  /** The page was opened at an address other than PUBLIC_URL. */
  INVALID_ORIGIN: 'INVALID_ORIGIN',
} as const;

/** Better Auth's error codes that the catalogue has words for. Other codes show nothing. */
const MESSAGE_BY_AUTH_CODE: Record<string, MessageCode> = {
  INVALID_EMAIL: 'auth.invalidEmail',
  // The codes our server sent before it sent message codes.
  USER_NOT_FOUND: 'auth.userNotFound',
  USER_DISABLED: 'auth.userDisabled',
  RATE_LIMITED: 'auth.rateLimited',
  // The server answers auth.userNotFound before Better Auth looks at the password, so this one
  // means the account exists and the password was wrong.
  INVALID_EMAIL_OR_PASSWORD: 'auth.wrongPassword',
  INVALID_PASSWORD: 'auth.wrongPassword',
  USER_ALREADY_EXISTS: 'auth.accountExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.accountExists',
  ACCOUNT_NOT_LINKED: 'auth.accountExists',
  EMAIL_NOT_VERIFIED: 'auth.operationNotAllowed',
  PASSWORD_TOO_SHORT: 'auth.weakPassword',
  // The second step (Better Auth's two-factor and passkey plugins, decision 056).
  INVALID_CODE: 'auth.invalidCode',
  INVALID_BACKUP_CODE: 'auth.invalidRecoveryCode',
  INVALID_TWO_FACTOR_COOKIE: 'auth.secondStepExpired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'auth.tooManyCodes',
  ACCOUNT_TEMPORARILY_LOCKED: 'auth.secondFactorLocked',
  TOTP_ALREADY_ENABLED: 'auth.authenticatorAlreadyAdded',
  AUTHENTICATION_FAILED: 'auth.passkeyFailed',
  CHALLENGE_NOT_FOUND: 'auth.passkeyFailed',
  FAILED_TO_VERIFY_REGISTRATION: 'auth.passkeyFailed',
  PASSKEY_NOT_FOUND: 'auth.passkeyUnknown',
  PREVIOUSLY_REGISTERED: 'auth.passkeyAlreadyAdded',
};

/** The message code for a sign-in failure's code (Better Auth's or already ours), or null. */
export function authMessageCode(code: string | undefined): MessageCode | null {
  if (!code) return null;
  if (isMessageCode(code)) return code;
  return MESSAGE_BY_AUTH_CODE[code] ?? null;
}

/** The input a sign-in failure is about, so its message sits under it. */
export function authErrorField(code: MessageCode): 'email' | 'password' | undefined {
  if (code === 'auth.userNotFound' || code === 'auth.invalidEmail') return 'email';
  if (code === 'auth.wrongPassword' || code === 'auth.weakPassword') return 'password';
  return undefined;
}

/** The rate limit's wait in whole minutes, the `count` of 'auth.rateLimitedWait'. */
export const waitMinutes = (waitSeconds: number): number => Math.max(1, Math.ceil(waitSeconds / 60));
