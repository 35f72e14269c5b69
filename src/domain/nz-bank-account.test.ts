import { describe, expect, it } from 'vitest';
import {
  formatNzBankAccount,
  hasValidNzChecksum,
  nzBankAccountParts,
  nzBankAccountProblem,
  nzBankAlgorithm,
  nzBankName,
  nzBankTokenFields,
} from './nz-bank-account';

const isValidNzBankAccount = (value: string) => nzBankAccountProblem(value) === null;

describe('New Zealand bank account numbers', () => {
  it('accepts the worked examples of the IRD specification (algorithms A, D and G)', () => {
    expect(isValidNzBankAccount('01-0902-0068389-00')).toBe(true); // A
    expect(isValidNzBankAccount('08-6523-1954512-001')).toBe(true); // D
    expect(isValidNzBankAccount('26-2600-0320871-032')).toBe(true); // G
  });

  it('accepts other published examples, with or without separators', () => {
    expect(isValidNzBankAccount('01-0242-0100194-00')).toBe(true);
    expect(isValidNzBankAccount('010242010019400')).toBe(true);
    expect(isValidNzBankAccount('01 0902 0068389 000')).toBe(true);
  });

  it('picks the algorithm by bank, and B for large account bases', () => {
    expect(nzBankAlgorithm({ bank: '01', base: '0068389' })).toBe('A');
    expect(nzBankAlgorithm({ bank: '01', base: '0990000' })).toBe('B');
    expect(nzBankAlgorithm({ bank: '08', base: '1954512' })).toBe('D');
    expect(nzBankAlgorithm({ bank: '09', base: '0001247' })).toBe('E');
    expect(nzBankAlgorithm({ bank: '25', base: '0004460' })).toBe('F');
    expect(nzBankAlgorithm({ bank: '33', base: '0004460' })).toBe('F');
    expect(nzBankAlgorithm({ bank: '28', base: '0004460' })).toBe('G');
    expect(nzBankAlgorithm({ bank: '31', base: '0004460' })).toBe('X');
  });

  // Numbers worked by hand with the weights of the specification.
  it.each([
    ['B (account base 0990000 and over)', '01-0902-0990008-00'],
    ['E, with the digits of each product added', '09-0000-0001247-001'],
    ['E, with a 2-digit suffix', '09-0000-0005588-00'],
    ['F', '25-2500-0004460-00'],
    ['F, bank 33', '33-6700-0120007-000'],
    ['G, 3-digit suffix weighted', '29-2150-0033448-015'],
    ['X (any number)', '31-2800-1234567-89'],
  ])('accepts a valid number for algorithm %s', (_name, number) => {
    expect(nzBankAccountProblem(number)).toBeNull();
  });

  it('refuses a number whose check digits do not add up', () => {
    expect(nzBankAccountProblem('01-0902-0068390-00')).toBe('checksum');
    expect(nzBankAccountProblem('01-0242-0100195-00')).toBe('checksum');
    expect(nzBankAccountProblem('08-6523-1954513-001')).toBe('checksum');
    expect(nzBankAccountProblem('26-2600-0320871-033')).toBe('checksum'); // G weighs the suffix
    expect(nzBankAccountProblem('09-0000-0001247-002')).toBe('checksum'); // E weighs the last suffix digit
    expect(nzBankAccountProblem('25-2500-0004461-00')).toBe('checksum');
  });

  it('ignores the suffix for algorithms that do not weigh it', () => {
    expect(isValidNzBankAccount('01-0902-0068389-01')).toBe(true);
    expect(isValidNzBankAccount('08-6523-1954512-099')).toBe(true);
  });

  it('refuses branches outside the bank’s ranges, and unknown banks', () => {
    expect(nzBankAccountProblem('01-9999-0100197-00')).toBe('branch');
    expect(nzBankAccountProblem('12-0100-1234579-00')).toBe('branch');
    expect(nzBankAccountProblem('99-0001-0068389-00')).toBe('branch');
    expect(nzBankAccountProblem('00-0000-0000000-00')).toBe('branch');
  });

  it('refuses the wrong number of digits and anything but digits', () => {
    expect(nzBankAccountProblem('01-0902-0068389')).toBe('format');
    expect(nzBankAccountProblem('01-0902-0068389-0000')).toBe('format');
    expect(nzBankAccountProblem('01-0902-006838a-00')).toBe('format');
    expect(nzBankAccountProblem('')).toBe('format');
  });

  it('splits a number into its parts', () => {
    expect(nzBankAccountParts('0109020068389000')).toEqual({
      bank: '01',
      branch: '0902',
      base: '0068389',
      suffix: '000',
    });
    expect(nzBankAccountParts('01090200683890')).toBeNull();
    expect(hasValidNzChecksum(nzBankAccountParts('010902006838900')!)).toBe(true);
  });

  it('shows the number in blocks 2-4-7-3', () => {
    expect(formatNzBankAccount('0109020068389000')).toBe('01-0902-0068389-000');
    expect(formatNzBankAccount('010902006838900')).toBe('01-0902-0068389-00');
    expect(formatNzBankAccount('01090')).toBe('01-090');
  });

  it('makes the bank token fields: routing number of 6 digits, a 9-digit rest padded before its last 2', () => {
    expect(nzBankTokenFields('01-0902-0068389-00')).toEqual({
      routingNumber: '010902',
      accountNumber: '0068389000',
    });
    expect(nzBankTokenFields('0109020068389012')).toEqual({
      routingNumber: '010902',
      accountNumber: '0068389012',
    });
    expect(nzBankTokenFields('010902006838912')).toEqual({
      routingNumber: '010902',
      accountNumber: '0068389012',
    });
  });

  it('names the large banks', () => {
    expect(nzBankName('12-3140-0123456-00')).toBe('ASB');
    expect(nzBankName('38-9000-0123456-00')).toBe('Kiwibank');
    expect(nzBankName('27-3800-0123456-00')).toBeNull();
  });
});
