// A user's sessions (issue 31, decision 057): GET /v1/users/{id}/sessions and the calls that end
// them, and the re-authentication that makes a session's sign-in recent again.

import { z } from 'zod';
import { textSchema } from './common';

export const sessionParamsSchema = z.object({
  id: textSchema().min(1).max(100),
  sessionId: textSchema().min(1).max(100),
});

/** Where a session signs in from: a country (ISO 3166 code, named by the web in the reader's language), or the local network. */
export const sessionPlaceSchema = z.object({
  country: z.string().length(2).nullable(),
  /** A loopback or private address: a computer on the same network as the server. */
  localNetwork: z.boolean(),
});

/** The device, from the session's user agent; null fields when it does not say. */
export const sessionDeviceSchema = z.object({
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** bowser's platform type: desktop, mobile, tablet, tv, bot; null when unknown. */
  type: z.string().nullable(),
});

export const sessionSchema = z.object({
  id: z.string(),
  device: sessionDeviceSchema,
  place: sessionPlaceSchema,
  signedInAt: z.string().datetime(),
  /** The last authenticated request, within five minutes. */
  lastSeenAt: z.string().datetime(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ items: z.array(sessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });

/** POST /v1/users/{id}/reauthenticate. */
export const reauthenticateBodySchema = z.object({ password: z.string().min(1).max(128) });

export const reauthenticatedSchema = z.object({ reauthenticatedAt: z.string().datetime() });
