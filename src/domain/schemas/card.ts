// The card form (spec section 5, "Card form"): checked only when any field is filled. The card is
// later sent to the payment provider, which applies its own further rules (expiry, Luhn).

import { z } from 'zod';

export const CARD_REQUIRED = 'Required';
export const CARD_NOT_A_NUMBER = 'Must be a number';
export const CARD_NUMBER_DIGITS = 16;
export const CARD_CVV_DIGITS = 3;
export const CARD_EXPIRY_DIGITS = 2;
/** Four blocks of four digits with a space between them. */
export const CARD_NUMBER_INPUT_WIDTH = 19;

export const cardNumberLengthMessage = (n: number) =>
  `Card number must be 16 digits. ${n}/${CARD_NUMBER_DIGITS}`;
export const cardCvvLengthMessage = (n: number) => `Security code must be 3 digits. ${n}/${CARD_CVV_DIGITS}`;
export const cardMonthLengthMessage = (n: number) =>
  `Expiry month must be 2 digits. ${n}/${CARD_EXPIRY_DIGITS}`;
export const cardYearLengthMessage = (n: number) =>
  `Expiry year must be 2 digits. ${n}/${CARD_EXPIRY_DIGITS}`;
export const CARD_MONTH_RANGE = 'Expiry month must be between 01 and 12';

export type CardFormValues = {
  cardNumber: string;
  cardExpMonth: string;
  cardExpYear: string;
  cardCVV: string;
};
export type CardField = keyof CardFormValues;
export type CardErrors = Partial<Record<CardField, string>>;

/** The card as the payment provider takes it: digits only. */
export type CardInput = CardFormValues;

export const EMPTY_CARD_FORM: CardFormValues = {
  cardNumber: '',
  cardExpMonth: '',
  cardExpYear: '',
  cardCVV: '',
};

/** Dashes and spaces people type between blocks are not part of the number. */
export const stripCardSeparators = (value: string) => value.replace(/[\s-]/g, '');

/** Shows the digits in blocks of four (`1234 5678 9012 3456`), keeping anything else as typed. */
export function formatCardNumber(value: string): string {
  const compact = stripCardSeparators(value);
  if (!/^\d*$/.test(compact)) return value;
  return (compact.match(/.{1,4}/g) ?? []).join(' ');
}

function digitsError(
  value: string,
  digits: number,
  lengthMessage: (n: number) => string,
): string | undefined {
  const compact = stripCardSeparators(value);
  if (!compact) return CARD_REQUIRED;
  if (!/^\d+$/.test(compact)) return CARD_NOT_A_NUMBER;
  if (compact.length !== digits) return lengthMessage(compact.length);
  return undefined;
}

export function isCardFormEmpty(values: CardFormValues): boolean {
  return Object.values(values).every((v) => v.trim() === '');
}

/**
 * The form's errors by field; empty when the card is valid or when nothing was typed at all
 * (then there is no card to save).
 */
export function validateCardForm(values: CardFormValues): CardErrors {
  if (isCardFormEmpty(values)) return {};
  const errors: CardErrors = {};
  const number = digitsError(values.cardNumber, CARD_NUMBER_DIGITS, cardNumberLengthMessage);
  if (number) errors.cardNumber = number;
  const month = digitsError(values.cardExpMonth, CARD_EXPIRY_DIGITS, cardMonthLengthMessage);
  if (month) errors.cardExpMonth = month;
  else {
    const m = Number(stripCardSeparators(values.cardExpMonth));
    if (m < 1 || m > 12) errors.cardExpMonth = CARD_MONTH_RANGE;
  }
  const year = digitsError(values.cardExpYear, CARD_EXPIRY_DIGITS, cardYearLengthMessage);
  if (year) errors.cardExpYear = year;
  const cvv = digitsError(values.cardCVV, CARD_CVV_DIGITS, cardCvvLengthMessage);
  if (cvv) errors.cardCVV = cvv;
  return errors;
}

/** The digits to send, or null when the form was left empty. Call only once the form is valid. */
export function toCardInput(values: CardFormValues): CardInput | null {
  if (isCardFormEmpty(values)) return null;
  return {
    cardNumber: stripCardSeparators(values.cardNumber),
    cardExpMonth: stripCardSeparators(values.cardExpMonth),
    cardExpYear: stripCardSeparators(values.cardExpYear),
    cardCVV: stripCardSeparators(values.cardCVV),
  };
}

/** The same rules as a zod schema: parses to the digits to send, or null for an empty form. */
export const cardFormSchema = z
  .object({
    cardNumber: z.string(),
    cardExpMonth: z.string(),
    cardExpYear: z.string(),
    cardCVV: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(validateCardForm(values))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  })
  .transform(toCardInput);
