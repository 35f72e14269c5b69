import { describe, expect, it } from 'vitest';
import { en, formatMessage } from '../messages';
import { issueText } from '../messages/zod';
import {
  EMPTY_CARD_FORM,
  cardFormProblems,
  cardFormSchema,
  formatCardNumber,
  type CardErrors,
  type CardField,
  type CardFormValues,
} from './card';

/** The form's problems in English, by field. */
function validateCardForm(values: CardFormValues): CardErrors {
  const errors: CardErrors = {};
  for (const [field, problem] of Object.entries(cardFormProblems(values))) {
    errors[field as CardField] = formatMessage(problem.code, problem.params);
  }
  return errors;
}

const CARD_REQUIRED = en.validation.required;

const CARD_NOT_A_NUMBER = en.validation.notANumber;
const CARD_MONTH_RANGE = en.card.monthRange;

const valid = { cardNumber: '4242 4242 4242 4242', cardExpMonth: '04', cardExpYear: '29', cardCVV: '123' };

describe('cardFormProblems', () => {
  it('checks nothing when every field is empty', () => {
    expect(validateCardForm(EMPTY_CARD_FORM)).toEqual({});
    expect(validateCardForm({ cardNumber: ' ', cardExpMonth: '', cardExpYear: '', cardCVV: '' })).toEqual({});
  });

  it('asks for every field once any is filled', () => {
    expect(validateCardForm({ ...EMPTY_CARD_FORM, cardCVV: '123' })).toEqual({
      cardNumber: CARD_REQUIRED,
      cardExpMonth: CARD_REQUIRED,
      cardExpYear: CARD_REQUIRED,
    });
  });

  it('accepts a 16-digit number written with spaces or dashes', () => {
    expect(validateCardForm(valid)).toEqual({});
    expect(validateCardForm({ ...valid, cardNumber: '4242-4242-4242-4242' })).toEqual({});
    expect(validateCardForm({ ...valid, cardNumber: '4242424242424242' })).toEqual({});
  });

  it('says how many digits the card number has', () => {
    expect(validateCardForm({ ...valid, cardNumber: '4242 4242 4242' }).cardNumber).toBe(
      'Card number must be 16 digits. 12/16',
    );
    expect(validateCardForm({ ...valid, cardNumber: '4242 4242 4242 4242 1' }).cardNumber).toBe(
      'Card number must be 16 digits. 17/16',
    );
  });

  it('refuses letters in any field', () => {
    expect(validateCardForm({ ...valid, cardNumber: '4242 4242 4242 424x' }).cardNumber).toBe(
      CARD_NOT_A_NUMBER,
    );
    expect(validateCardForm({ ...valid, cardExpMonth: 'ap' }).cardExpMonth).toBe(CARD_NOT_A_NUMBER);
    expect(validateCardForm({ ...valid, cardExpYear: '2x' }).cardExpYear).toBe(CARD_NOT_A_NUMBER);
    expect(validateCardForm({ ...valid, cardCVV: '12a' }).cardCVV).toBe(CARD_NOT_A_NUMBER);
  });

  it('wants two-digit expiry month and year and a real month', () => {
    expect(validateCardForm({ ...valid, cardExpMonth: '4' }).cardExpMonth).toBe(
      'Expiry month must be 2 digits. 1/2',
    );
    expect(validateCardForm({ ...valid, cardExpYear: '2029' }).cardExpYear).toBe(
      'Expiry year must be 2 digits. 4/2',
    );
    expect(validateCardForm({ ...valid, cardExpMonth: '13' }).cardExpMonth).toBe(CARD_MONTH_RANGE);
    expect(validateCardForm({ ...valid, cardExpMonth: '00' }).cardExpMonth).toBe(CARD_MONTH_RANGE);
  });

  it('says how many digits the security code has', () => {
    expect(validateCardForm({ ...valid, cardCVV: '12' }).cardCVV).toBe('Security code must be 3 digits. 2/3');
    expect(validateCardForm({ ...valid, cardCVV: '1234' }).cardCVV).toBe(
      'Security code must be 3 digits. 4/3',
    );
  });
});

describe('cardFormSchema', () => {
  it('parses to digits only, or null for an empty form', () => {
    expect(cardFormSchema.parse(valid)).toEqual({
      cardNumber: '4242424242424242',
      cardExpMonth: '04',
      cardExpYear: '29',
      cardCVV: '123',
    });
    expect(cardFormSchema.parse(EMPTY_CARD_FORM)).toBeNull();
  });

  it('reports the same messages on their fields, as codes with the count', () => {
    const result = cardFormSchema.safeParse({ ...valid, cardCVV: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cardCVV', 'card.cvvLength'],
    ]);
    expect(result.error?.issues.map((i) => issueText(i))).toEqual(['Security code must be 3 digits. 1/3']);
  });
});

describe('formatCardNumber', () => {
  it('groups digits in blocks of four, 19 characters at most for 16 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242-42')).toBe('4242 4242 42');
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('42a4')).toBe('42a4');
  });
});
