// Better Auth: email and password sign-up and sign-in, sessions in HttpOnly cookies for the web app
// and bearer tokens (the session token from the `set-auth-token` header) for API clients.
// Google, Facebook, verification and reset emails arrive with the rest of the Accounts work.

import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';

export const AUTH_BASE_PATH = '/v1/auth';
export const MIN_PASSWORD_LENGTH = 6;

export function createAuth(db: Db, config: Pick<Config, 'publicUrl' | 'env'> & { authSecret: string }) {
  return betterAuth({
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        // Set by the platform, never by the person signing up.
        roles: { type: 'string[]', required: false, input: false, defaultValue: [] },
        accountValid: { type: 'boolean', required: false, input: false, defaultValue: false },
        disabled: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    emailAndPassword: { enabled: true, minPasswordLength: MIN_PASSWORD_LENGTH },
    advanced: { useSecureCookies: config.env === 'production' },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
