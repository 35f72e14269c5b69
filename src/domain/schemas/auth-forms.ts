// The login overlay's forms (spec section 5), with the spec's messages. Kept apart from the profile
// rules so the overlay does not load the phone-number library.

import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { msg } from '../messages';

export const emailSchema = z.string().trim().toLowerCase().email(msg('auth.invalidEmail')).max(254);
export const passwordSchema = z.string().min(MIN_PASSWORD_LENGTH, msg('auth.weakPassword')).max(128);

/** The sign-up form of the login overlay. */
export const signUpFormSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    passwordAgain: z.string(),
    consent: z.literal(true, { message: msg('auth.acceptPrivacy') }),
  })
  .refine((f) => f.password === f.passwordAgain, {
    message: msg('auth.passwordsDoNotMatch'),
    path: ['passwordAgain'],
  });

export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, msg('validation.requiredField')),
});

export const resetRequestFormSchema = z.object({ email: emailSchema });

export const newPasswordFormSchema = z
  .object({ password: passwordSchema, passwordAgain: z.string() })
  .refine((f) => f.password === f.passwordAgain, {
    message: msg('auth.passwordsDoNotMatch'),
    path: ['passwordAgain'],
  });
