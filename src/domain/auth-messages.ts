// The sign-in error catalogue (spec section 8). The server answers with Better Auth's codes (and
// ours, for the cases Better Auth does not tell apart); the web shows the catalogue's words.

export const AUTH_MESSAGES = {
  invalidEmail: 'Email address is not valid.',
  userDisabled: 'Email has been disabled.',
  userNotFound: 'No account in the product corresponding to the given email.',
  wrongPassword: 'Password is incorrect.',
  accountExists: 'Account already exists.',
  operationNotAllowed: 'Account is not enabled.',
  weakPassword: 'Password(s) should be at least six characters.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  resetSent: 'If you have an account with us, a reset password has been sent.',
  verificationFailed: 'Sending email verification failed.',
} as const;

/** Codes the server sends for sign-in and sign-up failures. */
export const AUTH_ERROR_CODES = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  USER_DISABLED: 'USER_DISABLED',
  RATE_LIMITED: 'RATE_LIMITED',
  /** The page was opened at an address other than PUBLIC_URL. */
  INVALID_ORIGIN: 'INVALID_ORIGIN',
} as const;

/** The catalogue's rate-limit words with the actual wait, in whole minutes. */
export function rateLimitedMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
}

/** Sign-in from a page opened at another address than the site's own (PUBLIC_URL). */
export function unknownOriginMessage(publicUrl: string): string {
  return `This page was opened at an address Stopover does not know. Open ${publicUrl} and try again.`;
}

const messageByCode: Record<string, string> = {
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  [AUTH_ERROR_CODES.USER_DISABLED]: AUTH_MESSAGES.userDisabled,
  [AUTH_ERROR_CODES.USER_NOT_FOUND]: AUTH_MESSAGES.userNotFound,
  // The server answers USER_NOT_FOUND before Better Auth looks at the password, so this one means
  // the account exists and the password was wrong.
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.wrongPassword,
  INVALID_PASSWORD: AUTH_MESSAGES.wrongPassword,
  USER_ALREADY_EXISTS: AUTH_MESSAGES.accountExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.accountExists,
  ACCOUNT_NOT_LINKED: AUTH_MESSAGES.accountExists,
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.operationNotAllowed,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.weakPassword,
  [AUTH_ERROR_CODES.RATE_LIMITED]: AUTH_MESSAGES.rateLimited,
};

/** The catalogue's message for a sign-in failure, or null where the catalogue shows nothing. */
export function authErrorMessage(code: string | undefined): string | null {
  return (code && messageByCode[code]) || null;
}

/** A sign-up that finds the account already there signs the person in instead (spec section 4). */
export function isUserExists(code: string | undefined): boolean {
  return code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';
}
