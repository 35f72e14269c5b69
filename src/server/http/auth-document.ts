// Sign-in as the OpenAPI document shows it. The specification's identity provider is ours now:
// Better Auth under /v1/auth/* (decision 006), reached through one wildcard route the document
// hides. These are the calls a mobile app needs, with the shapes Better Auth really answers;
// src/server/contract/auth.test.ts makes each call and parses the answer with these schemas.

import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../domain/constants';
import { errorBodySchema } from '../../domain/schemas/common';
import { AUTH_BASE_PATH } from '../auth/auth';

/** The header a sign-up or sign-in answers with: the session token to send as `Authorization: Bearer`. */
const AUTH_TOKEN_HEADER = 'set-auth-token';

export const authUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    name: z.string(),
    firstName: z.string().nullable().describe('The first word of `name` at sign-up'),
    lastName: z.string().nullable(),
    image: z.string().nullable(),
    roles: z.array(z.string()),
    accountValid: z.boolean().describe('A host whose payout account is valid'),
    disabled: z.boolean(),
    language: z.string().nullable(),
    twoFactorEnabled: z
      .boolean()
      .optional()
      .describe('Has an authenticator app or a passkey: signing in asks for the second step (decision 056)'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();

export const authSessionSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    token: z.string(),
    expiresAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    lastSeenAt: z
      .string()
      .nullable()
      .optional()
      .describe('When the session was last used, to 5 minutes (decision 057)'),
    reauthenticatedAt: z
      .string()
      .nullable()
      .optional()
      .describe('When the password was last given again in this session (decision 057)'),
  })
  .strict();

export const signUpBodySchema = z.object({
  email: z.string().email(),
  password: z.string().min(MIN_PASSWORD_LENGTH).max(128),
  name: z.string().describe('First and last name, or empty; split into firstName and lastName'),
});
export const signUpAnswerSchema = z
  .object({
    token: z.string().nullable().describe('The session id; send the `set-auth-token` header instead'),
    user: authUserSchema,
  })
  .strict();

export const signInBodySchema = z.object({
  email: z.string().email(),
  password: z.string(),
  rememberMe: z.boolean().optional().describe('false: the session ends with the browser session'),
});
export const signInAnswerSchema = z
  .object({
    redirect: z.literal(false),
    token: z.string().describe('The session id; send the `set-auth-token` header instead'),
    url: z.string().optional(),
    user: authUserSchema,
  })
  .strict();

export const sessionAnswerSchema = z
  .object({ session: authSessionSchema, user: authUserSchema })
  .strict()
  .nullable()
  .describe('null when the token or cookie is not a live session');

export const signOutAnswerSchema = z.object({ success: z.literal(true) }).strict();

export const requestResetBodySchema = z.object({
  email: z.string().email(),
  redirectTo: z
    .string()
    .optional()
    .describe('Where the emailed link leads (a path of this site); the reset page by default'),
});
export const requestResetAnswerSchema = z
  .object({
    status: z.literal(true),
    message: z.string().describe('The same for every email, known or not'),
  })
  .strict();

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0' });

type Media = { schema: unknown; example?: unknown };
const content = (schema: z.ZodType, example?: unknown): { 'application/json': Media } => ({
  'application/json': example === undefined ? { schema: json(schema) } : { schema: json(schema), example },
});
const error = (description: string) => ({ description, content: content(errorBodySchema) });

const tokenHeader = {
  [AUTH_TOKEN_HEADER]: {
    description:
      'The session token. Send it as `Authorization: Bearer <token>` on every call that needs sign-in (the web app uses the session cookie instead).',
    schema: { type: 'string' },
  },
};

const SIGN_IN_TAG = 'sign-in';
const bearer: Record<string, string[]>[] = [{ bearerAuth: [] }, { sessionCookie: [] }];

/** The sign-in operations, by OpenAPI path, as @fastify/swagger would write them. */
export function authPaths(): Record<string, Record<string, unknown>> {
  const base = AUTH_BASE_PATH;
  const credentials = { email: 'ann@example.com', password: 'secret1' };
  return {
    [`${base}/sign-up/email`]: {
      post: {
        tags: [SIGN_IN_TAG],
        summary: 'Sign up with email and password',
        description:
          'Makes the account and signs it in. The email is verified later (after onboarding, decision 006).',
        requestBody: {
          required: true,
          content: content(signUpBodySchema, { ...credentials, name: 'Ann Smith' }),
        },
        responses: {
          200: {
            description: 'Signed up and in',
            headers: tokenHeader,
            content: content(signUpAnswerSchema),
          },
          400: error('`auth.invalidEmail` or `auth.weakPassword` (at least six characters)'),
          422: error('`auth.accountExists`: sign in instead'),
          429: error('`auth.rateLimitedWait`: too many attempts from this address'),
        },
      },
    },
    [`${base}/sign-in/email`]: {
      post: {
        tags: [SIGN_IN_TAG],
        summary: 'Sign in with email and password',
        requestBody: { required: true, content: content(signInBodySchema, credentials) },
        responses: {
          200: { description: 'Signed in', headers: tokenHeader, content: content(signInAnswerSchema) },
          401: error('`auth.wrongPassword`'),
          403: error('`auth.userDisabled`'),
          404: error('`auth.userNotFound`: no account with this email'),
          429: error('`auth.rateLimitedWait`'),
        },
      },
    },
    [`${base}/get-session`]: {
      get: {
        tags: [SIGN_IN_TAG],
        summary: 'The session and user a token or cookie stands for',
        security: bearer,
        responses: { 200: { description: 'The session, or null', content: content(sessionAnswerSchema) } },
      },
    },
    [`${base}/sign-out`]: {
      post: {
        tags: [SIGN_IN_TAG],
        summary: 'Sign out: the session ends and its token stops working',
        security: bearer,
        requestBody: { required: false, content: content(z.object({}), {}) },
        responses: { 200: { description: 'Signed out', content: content(signOutAnswerSchema) } },
      },
    },
    [`${base}/request-password-reset`]: {
      post: {
        tags: [SIGN_IN_TAG],
        summary: 'Email a link to choose a new password (valid 1 hour)',
        description: 'Answers the same whether or not the email has an account.',
        requestBody: {
          required: true,
          content: content(requestResetBodySchema, { email: credentials.email }),
        },
        responses: {
          200: { description: 'Sent if the account exists', content: content(requestResetAnswerSchema) },
          429: error('`auth.rateLimitedWait`'),
        },
      },
    },
  };
}

export const SIGN_IN_TAG_DESCRIPTION = {
  name: SIGN_IN_TAG,
  description:
    'Our identity provider (Better Auth, decision 006), in place of the specification’s. Sign up or in, then send the `set-auth-token` answer header as `Authorization: Bearer <token>`; the web app uses the session cookie. Other Better Auth calls exist under /v1/auth (verification, reset, social sign-in) and are used by the web app.',
};

/** What the document's `components.securitySchemes` holds; routes that need sign-in name both. */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'The `set-auth-token` header of sign-up or sign-in (the specification’s “bearer ID token”)',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'The web app’s session cookie (`__Secure-` prefixed in production)',
  },
} as const;

export const SIGNED_IN_SECURITY = bearer;
