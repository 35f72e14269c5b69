// What the users, payment and admin-user contract tests share (this helper's files only): the
// User fields spec section 3 names, and a signed-in person made through our sign-up (the spec's
// identity provider is ours, issue 25).

import { expect } from 'vitest';

/** Spec section 3, User: the answer fields a client written from the spec reads. */
export const USER_FIELDS = [
  'id',
  'roles',
  'email',
  'emailVerified',
  'firstName',
  'lastName',
  'phone',
  'image',
  'referrer',
  'isReferrer',
  'referralTerms.feePercentage',
  'paymentInformation.valid',
  'paymentInformation.card',
  'accountInformation.valid',
  'accountInformation.bankAccount',
] as const;

/** Checks that a user answer carries every field section 3 names for a User. */
export function expectUserFields(user: unknown) {
  for (const field of USER_FIELDS) expect(user, field).toHaveProperty(field.split('.'));
}

/** Section 7's card tokenisation, against the local provider's stand-in for the provider's endpoint. */
export const CARD = { cardNumber: '4242424242424242', expMonth: '12', expYear: '40', cvc: '123' };
export const DECLINED_CARD = { ...CARD, cardNumber: '4000000000000002' };
