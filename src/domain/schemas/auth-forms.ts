// The login overlay's forms (spec section 5), with the spec's messages. Kept apart from the profile
// rules so the overlay does not load the phone-number library.

import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';

export const REQUIRED_MESSAGE = 'This is a required field';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const INVALID_EMAIL_MESSAGE = 'Email address is not valid.';
export const WEAK_PASSWORD_MESSAGE = 'Password(s) should be at least six characters.';

export const emailSchema = z.string().trim().toLowerCase().email(INVALID_EMAIL_MESSAGE).max(254);
export const passwordSchema = z.string().min(MIN_PASSWORD_LENGTH, WEAK_PASSWORD_MESSAGE).max(128);

/** The sign-up form of the login overlay. */
export const signUpFormSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    passwordAgain: z.string(),
    consent: z.literal(true, { message: 'Please accept the privacy policy' }),
  })
  .refine((f) => f.password === f.passwordAgain, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['passwordAgain'],
  });

export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, REQUIRED_MESSAGE),
});

export const resetRequestFormSchema = z.object({ email: emailSchema });

export const newPasswordFormSchema = z
  .object({ password: passwordSchema, passwordAgain: z.string() })
  .refine((f) => f.password === f.passwordAgain, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['passwordAgain'],
  });
