// A second factor for test people, through the real API: administrators need one before the admin
// routes open (decision 056), so the helpers that make administrators enrol an authenticator app
// the way a person does, and tests compute its codes from the secret it showed.

import * as OTPAuth from 'otpauth';
import { AUTH_BASE_PATH } from '../auth/auth';
import type { TestContext } from './test-app';

export type Authenticator = {
  /** The base32 secret of the otpauth URI the set-up showed. */
  secret: string;
  /** The recovery codes shown once. */
  recoveryCodes: string[];
  /** The session token after the set-up (Better Auth replaces the session when the app is confirmed). */
  token: string;
  /** The Cookie header of the new session, for tests that call as a browser. */
  cookie: string;
};

/** The code an authenticator app shows now for a secret (or an otpauth:// URI). */
export function totpCode(secretOrUri: string): string {
  const totp = secretOrUri.startsWith('otpauth://')
    ? (OTPAuth.URI.parse(secretOrUri) as OTPAuth.TOTP)
    : new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secretOrUri) });
  return totp.generate();
}

/** The secret of an otpauth:// URI. */
export const secretOf = (uri: string): string => (OTPAuth.URI.parse(uri) as OTPAuth.TOTP).secret.base32;

/** Adds an authenticator app to a signed-in person (bearer `token`, password `password`) and confirms it. */
export async function enrolAuthenticator(
  t: TestContext,
  token: string,
  password: string,
): Promise<Authenticator> {
  const headers = { authorization: `Bearer ${token}` };
  const enabled = await t.app.inject({
    method: 'POST',
    url: `${AUTH_BASE_PATH}/two-factor/enable`,
    headers,
    payload: { password },
  });
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `${AUTH_BASE_PATH}/two-factor/verify-totp`,
    headers,
    payload: { code: totpCode(totpURI) },
  });
  if (confirmed.statusCode !== 200) {
    throw new Error(`confirming the app failed: ${confirmed.statusCode} ${confirmed.body}`);
  }
  const renewed = confirmed.headers['set-auth-token'];
  const cookie = [confirmed.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => String(line).split(';')[0])
    .join('; ');
  return {
    secret: secretOf(totpURI),
    recoveryCodes: backupCodes,
    token: typeof renewed === 'string' && renewed ? renewed : token,
    cookie,
  };
}
