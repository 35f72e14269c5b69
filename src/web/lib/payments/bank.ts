// The bank account form's pure parts (spec sections 5 and 7): the number shown in blocks 2-4-7-3 as
// it is typed, and the fields of the bank token.

import { COUNTRY, CURRENCY } from '../../../domain/constants';
import {
  formatNzBankAccount,
  nzBankAccountParts,
  nzBankName,
  nzBankTokenFields,
  stripBankSeparators,
} from '../../../domain/nz-bank-account';

/** The widest number: 16 digits in blocks 2-4-7-3 with three dashes. */
export const BANK_ACCOUNT_INPUT_WIDTH = 19;

/** Shows the digits as 01-0902-0068389-00 while they are typed; anything else is kept as typed. */
export function formatBankAccountInput(value: string): string {
  const digits = stripBankSeparators(value);
  if (!/^\d*$/.test(digits)) return value;
  return formatNzBankAccount(digits.slice(0, 16));
}

export type BankTokenFields = {
  accountName: string;
  /** The number after the routing number, with a 3-digit suffix. */
  accountNumber: string;
  /** The first 6 digits: bank and branch. */
  routingNumber: string;
  currency: typeof CURRENCY;
  country: typeof COUNTRY;
};

/**
 * What the bank token is made from (spec section 7): currency nzd, country NZ, the routing number (the
 * first 6 digits) and the rest of the number, a 2-digit suffix padded with a 0 before its last 2 digits.
 * Call with a number that passed the form's rules.
 */
export function bankTokenFields(input: {
  accountName?: string | undefined;
  accountNumber: string;
}): BankTokenFields {
  const { routingNumber, accountNumber } = nzBankTokenFields(input.accountNumber);
  return {
    accountName: (input.accountName ?? '').trim(),
    accountNumber,
    routingNumber,
    currency: CURRENCY,
    country: COUNTRY,
  };
}

/** The bank's name from the number (ASB for 12-…), when the number says. */
export function bankNameOf(accountNumber: string): string | null {
  return nzBankAccountParts(stripBankSeparators(accountNumber)) ? nzBankName(accountNumber) : null;
}
