// My Details (account page) and the guest onboarding's details step share one form.

import { z } from 'zod';
import {
  detailsFormSchema,
  phoneSchema,
  type UserProfile,
  type UserUpdate,
} from '../../../../domain/schemas/users';
import { msg } from '../../../../domain/messages';

/** Spec section 5: "This is a required field", as a code the form renders in the current language. */
const REQUIRED = msg('validation.requiredField');

export type DetailsValues = { firstName: string; lastName: string; phone: string };

/**
 * The details rules plus what the page requires: on /account names only when the payout info is
 * valid (spec section 5); in onboarding names and phone, which booking needs later.
 */
export function detailsSchema(required: { names: boolean; phone: boolean }) {
  const { firstName, lastName, phone } = detailsFormSchema.shape;
  const filled = (value: string) => value.length > 0;
  return z.object({
    firstName: required.names ? firstName.refine(filled, REQUIRED) : firstName,
    lastName: required.names ? lastName.refine(filled, REQUIRED) : lastName,
    phone: required.phone ? z.string().trim().min(1, REQUIRED).pipe(phoneSchema) : phone,
  });
}

export type ParsedDetails = z.output<typeof detailsFormSchema>;

export function detailsValues(profile: UserProfile | undefined): DetailsValues {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phone ?? '',
  };
}

export function detailsUpdate(details: ParsedDetails): UserUpdate {
  return {
    names: { firstName: details.firstName, lastName: details.lastName },
    contact: { phone: details.phone },
  };
}

/** The form field a 400 answer's `field` is about ('names.firstName', 'contact.phone', 'phone'). */
export function detailsField(field: string | undefined): keyof DetailsValues | undefined {
  const last = field?.split('.').pop();
  return last === 'firstName' || last === 'lastName' || last === 'phone' ? last : undefined;
}
