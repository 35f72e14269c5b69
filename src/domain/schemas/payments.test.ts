import { describe, expect, it } from 'vitest';
import { en, formatMessage } from '../messages';
import { issueText } from '../messages/zod';
import {
  bankAccountFormSchema,
  bankAccountNumberProblem,
  bankTokenRequestSchema,
  cardTokenRequestSchema,
} from './payments';

const BANK_REQUIRED = en.validation.required;
const BANK_NOT_A_NUMBER = en.validation.notANumber;
const BANK_FORMAT = en.payouts.bankFormat;
const BANK_NOT_NZ = en.payouts.bankNotNz;

/** The bank account number's problem in English. */
function bankAccountNumberError(value: string): string | undefined {
  const problem = bankAccountNumberProblem(value);
  return problem && formatMessage(problem.code, problem.params);
}

describe('the bank account field (spec section 5)', () => {
  it('is required, digits only, 15 to 16 digits, then a valid New Zealand account', () => {
    expect(bankAccountNumberError('')).toBe(BANK_REQUIRED);
    expect(bankAccountNumberError('01-0902-abc')).toBe(BANK_NOT_A_NUMBER);
    expect(bankAccountNumberError('01-0902-0068389')).toBe(BANK_FORMAT);
    expect(bankAccountNumberError('01-0902-0068389-0000')).toBe(BANK_FORMAT);
    expect(bankAccountNumberError('01-0902-0068390-00')).toBe(BANK_NOT_NZ);
    expect(bankAccountNumberError('01-0902-0068389-00')).toBeUndefined();
    expect(bankAccountNumberError('0109020068389000')).toBeUndefined();
  });

  it('gives the message through the form schema', () => {
    const result = bankAccountFormSchema.safeParse({ accountNumber: '12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('payouts.bankFormat');
    expect(issueText(result.error!.issues[0]!)).toBe(BANK_FORMAT);
  });
});

describe('the bank token request', () => {
  it('takes the routing number with the rest of the number, or the whole number', () => {
    expect(bankTokenRequestSchema.parse({ accountNumber: '0068389000', routingNumber: '010902' })).toEqual({
      accountName: '',
      accountNumber: '0068389000',
      routingNumber: '010902',
      currency: 'nzd',
      country: 'NZ',
    });
    expect(
      bankTokenRequestSchema.safeParse({ accountNumber: '01-0902-0068389-00', routingNumber: '010902' })
        .success,
    ).toBe(true);
    expect(
      bankTokenRequestSchema.safeParse({ accountNumber: '0068389000', routingNumber: '010903' }).success,
    ).toBe(false);
  });
});

describe('the card token request', () => {
  it('takes the card as typed, with spaces, and 2- or 4-digit years', () => {
    expect(
      cardTokenRequestSchema.parse({
        cardNumber: '4242 4242 4242 4242',
        expMonth: 1,
        expYear: 2030,
        cvc: '123',
      }),
    ).toEqual({
      cardNumber: '4242424242424242',
      expMonth: '1',
      expYear: '2030',
      cvc: '123',
    });
  });

  it('uses the card form’s messages', () => {
    const result = cardTokenRequestSchema.safeParse({
      cardNumber: '4242',
      expMonth: '13',
      expYear: '3',
      cvc: '1234',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), issueText(i)])).toEqual([
      ['cardNumber', 'Card number must be 16 digits. 4/16'],
      ['expMonth', 'Expiry month must be between 01 and 12'],
      ['expYear', 'Expiry year must be 2 digits.'],
      ['cvc', 'Security code must be 3 digits. 4/3'],
    ]);
  });
});
