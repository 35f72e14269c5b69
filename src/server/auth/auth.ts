// Better Auth: email and password, email verification, password reset, Google and Facebook,
// sessions in HttpOnly cookies for the web app and bearer tokens (the session token from the
// `set-auth-token` header) for API clients. Parameters are recorded in docs/decisions/006; the
// second factor (authenticator app, recovery codes, passkeys) in docs/decisions/056.

import { APIError, betterAuth, type BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth, twoFactor, type GenericOAuthConfig } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { AUTH_ERROR_CODES } from '../../domain/auth-messages';
import {
  formatMessage,
  isLanguage,
  pickLanguage,
  type Language,
  type MessageCode,
} from '../../domain/messages';
import { MIN_PASSWORD_LENGTH } from '../../domain/constants';
import { isRecentSignIn, lastAuthenticatedAt } from '../../domain/sessions';
import { isProfileImageUrl } from '../../domain/schemas/users';
import type { Config, SocialProviderConfig } from '../config';
import type { Db } from '../db/client';
import { and, eq } from 'drizzle-orm';
import { accounts, passkeys, sessions, twoFactors, users, verifications } from '../db/schema';
import type { Outbox } from '../adapters/email/outbox';
import { resetPasswordEmail, verificationEmail } from './emails';
import { liftAccountLimits } from './rate-limit';
import { carryOutDueRecovery } from './second-factor';

export const AUTH_BASE_PATH = '/v1/auth';

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;
export const SESSION_LIFETIME_SECONDS = 30 * DAY_SECONDS;
export const SESSION_REFRESH_AGE_SECONDS = DAY_SECONDS;
export const VERIFICATION_LINK_SECONDS = 3 * DAY_SECONDS;
export const RESET_LINK_SECONDS = HOUR_SECONDS;

/** The name authenticator apps show next to the account's codes. */
export const TOTP_ISSUER = 'Stopover';
/** How long the second step may wait after the password (seconds). */
export const SECOND_STEP_SECONDS = 10 * 60;

export type AuthConfig = Pick<Config, 'publicUrl' | 'env' | 'socialProviders' | 'recentSignIn'> & {
  authSecret: string;
};

/** Social providers with a discovery URL go through the generic OpenID Connect client (tests). */
function socialSetup(providers: Config['socialProviders']) {
  const native: Record<string, { clientId: string; clientSecret: string }> = {};
  const generic: GenericOAuthConfig[] = [];
  for (const [id, p] of Object.entries(providers) as [string, SocialProviderConfig | null][]) {
    if (!p) continue;
    if (p.discoveryUrl) {
      generic.push({
        providerId: id,
        clientId: p.clientId,
        clientSecret: p.clientSecret,
        discoveryUrl: p.discoveryUrl,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
      });
    } else {
      native[id] = { clientId: p.clientId, clientSecret: p.clientSecret };
    }
  }
  return { native, generic };
}

/** Splits a provider's display name into the first and last names the product keeps. */
export function splitName(name: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0]!, lastName: parts.slice(1).join(' ') || null };
}

/**
 * A refusal of ours inside Better Auth, with the English words: its code is Better Auth-style when a
 * redirect may carry it, else the message code; auth.routes.ts answers either with the message code.
 */
const refusal = (message: MessageCode, code: string = message) => ({ code, message: formatMessage(message) });

/** A profile image other people will load must be a web address or one of our uploads. */
function refuseUnsafeImage(image: unknown) {
  // Better Auth passes its body's fields on unchecked: a number or an object must be refused too.
  if (image && (typeof image !== 'string' || !isProfileImageUrl(image))) {
    throw new APIError('BAD_REQUEST', refusal('users.profileImageUrl'));
  }
}

/**
 * The language of an account email: the one on the person's profile, else the language of the
 * request that asked for it (someone signing up, or asking for a reset, reads the page they are on).
 */
async function recipientLanguage(db: Db, userId: string, request: Request | undefined): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  if (isLanguage(row?.language)) return row.language;
  return pickLanguage(request?.headers.get('accept-language'));
}

/** Better Auth's paths that are sensitive actions (decision 057): the session must have signed in recently. */
const RECENT_SIGN_IN_PATHS = new Set(['/change-password']);

/**
 * Refuses Better Auth's sensitive actions (changing the password) with 403
 * auth.recentSignInRequired when the session's last sign-in or re-authentication is older than the
 * window: the same rule as the routes that declare `recentSignIn` (guards.ts). Without a session it
 * lets Better Auth answer as it does.
 */
function recentSignInPlugin(windowMs: number) {
  return {
    id: 'stopover-recent-sign-in',
    hooks: {
      before: [
        {
          matcher: (ctx: { path?: string }) => RECENT_SIGN_IN_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const current = await getSessionFromCtx(ctx);
            if (!current) return;
            const { createdAt, reauthenticatedAt } = current.session as {
              createdAt: Date | string;
              reauthenticatedAt?: Date | string | null;
            };
            const at = lastAuthenticatedAt(
              new Date(createdAt),
              reauthenticatedAt ? new Date(reauthenticatedAt) : null,
            );
            if (!isRecentSignIn(at, new Date(), windowMs)) {
              throw new APIError('FORBIDDEN', refusal('auth.recentSignInRequired'));
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

export function createAuth(db: Db, config: AuthConfig, outbox: Outbox) {
  const social = socialSetup(config.socialProviders);
  return betterAuth({
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    user: {
      additionalFields: {
        // Set by the platform, never by the person signing up.
        roles: { type: 'string[]', required: false, input: false, defaultValue: [] },
        accountValid: { type: 'boolean', required: false, input: false, defaultValue: false },
        disabled: { type: 'boolean', required: false, input: false, defaultValue: false },
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        // Chosen in the language menu (PUT /v1/users/{id}); the session carries it to the web.
        language: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_AGE_SECONDS,
      // Ours (decision 057), read back with every session: written by the server, never by a client.
      additionalFields: {
        lastSeenAt: { type: 'date', required: false, input: false },
        reauthenticatedAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }, request) {
        const language = await recipientLanguage(db, user.id, request);
        await outbox.queue({ to: user.email, ...resetPasswordEmail(url, language) });
      },
      // A reset proves the person owns the account: whatever guessing slowed or refused them ends.
      async onPasswordReset({ user }) {
        await liftAccountLimits(db, user);
      },
    },
    emailVerification: {
      // Sent when onboarding ends (spec section 4), not at sign-up.
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      async sendVerificationEmail({ user, url }, request) {
        const language = await recipientLanguage(db, user.id, request);
        await outbox.queue({ to: user.email, ...verificationEmail(url, language) });
      },
    },
    socialProviders: social.native,
    account: {
      // An existing user who signs in with Google or Facebook under the same email is logged in.
      // Emails are verified only when onboarding ends (spec section 4), so most password users are
      // still unverified when they first try Google; Better Auth's default refuses to link those.
      // Linking them is safe because of the account hook below, which drops an unproven password.
      accountLinking: {
        enabled: true,
        trustedProviders: ['google', 'facebook'],
        requireLocalEmailVerified: false,
      },
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            refuseUnsafeImage(user.image);
            const { firstName, lastName } = splitName(user.name);
            return { data: { ...user, firstName, lastName } };
          },
        },
        // Better Auth's own sign-up and update-user take an image too: the same rule as PUT /v1/users.
        update: {
          async before(user) {
            refuseUnsafeImage(user.image);
          },
        },
      },
      account: {
        create: {
          // Someone could sign up with another person's email and a password of their own, then
          // wait for that person to sign in with Google. When a provider that has verified the
          // email links to an account whose email was never verified, the password (and every
          // session made with it) has proven nothing, so it goes; the owner can reset it later.
          async before(account) {
            if (account.providerId === 'credential') return;
            const [owner] = await db
              .select({ emailVerified: users.emailVerified })
              .from(users)
              .where(eq(users.id, account.userId));
            if (!owner || owner.emailVerified) return;
            await db
              .delete(accounts)
              .where(and(eq(accounts.userId, account.userId), eq(accounts.providerId, 'credential')));
            await db.delete(sessions).where(eq(sessions.userId, account.userId));
          },
        },
      },
      session: {
        create: {
          // A disabled user gets no session, whichever way they sign in.
          async before(session) {
            const [row] = await db
              .select({ disabled: users.disabled })
              .from(users)
              .where(eq(users.id, session.userId));
            if (row?.disabled) {
              throw new APIError('FORBIDDEN', refusal('auth.userDisabled', AUTH_ERROR_CODES.USER_DISABLED));
            }
          },
        },
      },
    },
    hooks: {
      // The spec tells an unknown email from a wrong password (section 8); Better Auth does not.
      before: createAuthMiddleware(async (ctx) => {
        // A changed password ends every other session, whatever the client asked for (and needs a
        // recent sign-in: recentSignInPlugin).
        if (ctx.path === '/change-password') {
          return { context: { ...ctx, body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        if (ctx.path !== '/sign-in/email') return;
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email : '';
        const found = email ? await ctx.context.internalAdapter.findUserByEmail(email.trim()) : null;
        if (!found) {
          throw new APIError('NOT_FOUND', refusal('auth.userNotFound', AUTH_ERROR_CODES.USER_NOT_FOUND));
        }
        if ((found.user as { disabled?: boolean }).disabled) {
          throw new APIError('FORBIDDEN', refusal('auth.userDisabled', AUTH_ERROR_CODES.USER_DISABLED));
        }
        // An email recovery that came due removes the factors before this sign-in looks for them.
        await carryOutDueRecovery(db, found.user.id);
      }),
    },
    // Limits are ours (rate-limit.ts): per account and address, shared by every server copy.
    rateLimit: { enabled: false },
    // Tests provoke refusals on purpose; their reasons reach the test as responses.
    logger: { disabled: config.env === 'test' },
    advanced: {
      useSecureCookies: config.env === 'production',
      // Better Auth skips its Origin check whenever NODE_ENV is 'test'; tests must meet the same
      // check as production (a cookie-carrying POST from a page not at PUBLIC_URL is refused).
      disableOriginCheck: false,
    },
    plugins: [
      bearer(),
      // After bearer(), whose hook turns a bearer token into the session cookie this one reads.
      recentSignInPlugin(config.recentSignIn.windowMs),
      // After the password, an account with a second factor gets no session until the second step
      // (a code of the app, a recovery code, or a passkey) passes; the first step leaves only a
      // short-lived signed cookie that names the pending sign-in (decision 056).
      twoFactor({
        issuer: TOTP_ISSUER,
        twoFactorCookieMaxAge: SECOND_STEP_SECONDS,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      passkey({
        rpID: new URL(config.publicUrl).hostname,
        rpName: 'Stopover',
        origin: new URL(config.publicUrl).origin,
      }),
      ...(social.generic.length ? [genericOAuth({ config: social.generic })] : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
