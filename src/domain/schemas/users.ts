// Users (spec sections 3, 5 and 7): the profile the API returns, the update it accepts, and the
// form rules with the spec's exact messages. The web's forms and the server's routes both use these.

import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { ROLES } from '../constants';
import { LANGUAGES, msg } from '../messages';
import { emailSchema } from './auth-forms';
import { textSchema } from './common';

/** A phone number written with its country code, e.g. +64 21 123 4567. */
export function isInternationalPhone(phone: string): boolean {
  const trimmed = phone.trim();
  return trimmed.startsWith('+') && isValidPhoneNumber(trimmed);
}

export const phoneSchema = z.string().trim().refine(isInternationalPhone, msg('validation.phone'));

const nameSchema = z.string().trim().max(100, msg('validation.tooLong'));

/**
 * A profile image is shown as an <img> to other people: only a web address or one of our uploads
 * (served by this app under /uploads/; a bucket's are https), never javascript:, data: and the like.
 */
export function isProfileImageUrl(url: string): boolean {
  // Control characters (NUL above all) have no place in an address and cannot be stored.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(url)) return false;
  if (url.startsWith('/uploads/')) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** My Details on /account and the guest onboarding's details step. */
export const detailsFormSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  phone: z.union([z.literal(''), phoneSchema]),
});

// ---- API ----

export const userIdParamSchema = z.object({ id: textSchema().min(1).max(100) });

export const userProfileSchema = z.object({
  id: z.string(),
  roles: z.array(z.enum(ROLES)),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  /** The referral code of the affiliate who referred this user. */
  referrer: z.string().nullable(),
  isReferrer: z.boolean(),
  /** This user's own referral code, when they are an affiliate. */
  referralCode: z.string().nullable(),
  referralTerms: z.object({ feePercentage: z.number().nullable() }),
  paymentInformation: z.object({
    valid: z.boolean(),
    card: z.object({ last4: z.string(), expiryMonth: z.number(), expiryYear: z.number() }).nullable(),
  }),
  accountInformation: z.object({
    valid: z.boolean(),
    bankAccount: z.object({ bankName: z.string().nullable() }).nullable(),
  }),
  /** Whether the host is GST-registered, with their GST number (digits) when they are (decision 049). */
  gst: z.object({ registered: z.boolean(), number: z.string().nullable() }),
  /** False for people who only ever signed in with Google or Facebook. */
  hasPassword: z.boolean(),
  /** The language the person chose (their emails go out in it); null: not chosen, the browser's. */
  language: z.enum(LANGUAGES).nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userListQuerySchema = z.object({
  search: textSchema().trim().max(200).optional(),
  cursor: z.string().max(200).optional(),
});

/** A row of the administrators' user search: the profile and when they joined (ISO timestamp). */
export const userListItemSchema = userProfileSchema.extend({ createdAt: z.string() });
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListSchema = z.object({
  items: z.array(userListItemSchema),
  cursor: z.string().nullable(),
});

/** PUT /v1/users/{id}: every part optional; what is sent is changed. */
export const userUpdateSchema = z.object({
  id: z.string().optional(),
  names: z.object({ firstName: nameSchema, lastName: nameSchema }).optional(),
  contact: z.object({ phone: z.union([z.literal(''), phoneSchema]) }).optional(),
  image: z
    .object({
      url: z
        .string()
        .trim()
        .max(2000)
        .refine((url) => url === '' || isProfileImageUrl(url), msg('users.profileImageUrl'))
        .nullable(),
    })
    .optional(),
  referrerEmail: emailSchema.optional(),
  email: emailSchema.optional(),
  /** Needed, for anyone but an administrator, to change the email address. */
  password: z.string().max(128).optional(),
  /**
   * Spec section 7 ("the returned token is saved as paymentInformation {token}"): the card token or
   * payment method the browser got from the provider. Saved as the user's card through the provider
   * exactly as PUT /v1/users/{id}/payment does (decision 035); a refused card answers 402 and nothing
   * of the update is saved.
   */
  paymentInformation: z
    .object({ token: z.string().trim().min(1, msg('validation.required')).max(4000) })
    .optional(),
  /** The language chosen in the language menu; null forgets it. */
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const referralUpdateSchema = z.object({
  referrer: textSchema().trim().min(1, msg('validation.requiredField')).max(100),
});
