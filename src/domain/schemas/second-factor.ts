// The second factor's own calls (decision 056): what a person holds, a host declining the offer, an
// administrator removing someone's factors, and the email recovery with its delay. Adding and using
// factors are Better Auth's plugin calls under /v1/auth (two-factor/*, passkey/*).

import { z } from 'zod';
import { msg } from '../messages';
import { emailSchema } from './auth-forms';
import { textSchema } from './common';

export const secondFactorsSchema = z.object({
  /** A confirmed authenticator app (TOTP). */
  authenticatorApp: z.boolean(),
  /** How many passkeys. */
  passkeys: z.number().int(),
  /** The host said no to adding one after their payout set-up: they are not asked again. */
  offerDeclined: z.boolean(),
  /** When an email recovery will remove every factor, unless the owner stops it; null: none waiting. */
  recoveryDueAt: z.string().nullable(),
});
export type SecondFactors = z.infer<typeof secondFactorsSchema>;

export const removeSecondFactorsInputSchema = z.object({
  reason: textSchema().trim().min(10, msg('secondFactor.reasonRequired')).max(500, msg('validation.tooLong')),
});

export const recoveryRequestSchema = z.object({ email: emailSchema });

export const recoveryTokenSchema = z.object({ token: textSchema().min(1).max(200) });

export const recoveryStartedSchema = z.object({ dueAt: z.string() });

// The web's forms (useZodForm).
export const codeFormSchema = z.object({ code: z.string().trim().min(6, msg('validation.requiredField')) });
export const passwordFormSchema = z.object({ password: z.string().min(1, msg('validation.requiredField')) });
export const passkeyNameFormSchema = z.object({
  name: z.string().trim().min(1, msg('validation.requiredField')).max(60),
});
