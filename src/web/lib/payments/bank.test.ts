import { describe, expect, it } from 'vitest';
import { bankAccountNumberProblem } from '../../../domain/schemas/payments';
import { bankNameOf, bankTokenFields, formatBankAccountInput } from './bank';
import { updateReturnUrls, verificationReturnUrls } from './account-links';

describe('the bank account form', () => {
  it('shows the number in blocks 2-4-7-3 as it is typed', () => {
    expect(formatBankAccountInput('01')).toBe('01');
    expect(formatBankAccountInput('010')).toBe('01-0');
    expect(formatBankAccountInput('010902006838900')).toBe('01-0902-0068389-00');
    expect(formatBankAccountInput('01-0902-0068389-000')).toBe('01-0902-0068389-000');
    // Backspacing over a dash does not trap the cursor behind it.
    expect(formatBankAccountInput('01-')).toBe('01');
    // Letters are kept as typed, so 'Must be a number' can say so.
    expect(formatBankAccountInput('01-09a')).toBe('01-09a');
  });

  it('checks the number as section 5 says', () => {
    expect(bankAccountNumberProblem('')).toEqual({ code: 'validation.required' });
    expect(bankAccountNumberProblem('01-09a')).toEqual({ code: 'validation.notANumber' });
    expect(bankAccountNumberProblem('01-0902-00683')).toEqual({ code: 'payouts.bankFormat' });
    expect(bankAccountNumberProblem('01-0902-0068389-00')).toBeUndefined();
  });

  it('makes the bank token fields: routing number the first 6 digits, a 2-digit suffix padded', () => {
    expect(bankTokenFields({ accountName: ' Harry Host ', accountNumber: '01-0902-0068389-00' })).toEqual({
      accountName: 'Harry Host',
      routingNumber: '010902',
      accountNumber: '0068389000',
      currency: 'nzd',
      country: 'NZ',
    });
    expect(bankTokenFields({ accountNumber: '08-6523-1954512-001' })).toMatchObject({
      routingNumber: '086523',
      accountNumber: '1954512001',
      accountName: '',
    });
  });

  it('names the bank when the number says', () => {
    expect(bankNameOf('01-0902-0068389-00')).toBe('ANZ');
    expect(bankNameOf('12')).toBeNull();
  });

  it('sends the provider back to this site', () => {
    expect(verificationReturnUrls('https://stopover.test')).toEqual({
      successUrl: 'https://stopover.test/account-verification-success',
      failureUrl: 'https://stopover.test/account-verification-failure',
    });
    expect(updateReturnUrls('https://stopover.test').failureUrl).toBe(
      'https://stopover.test/account-update-failure',
    );
  });
});
