// The card form (spec section 5, "Card form"): checked only when any field is filled. The card is
// later sent to the payment provider, which applies its own further rules (expiry, Luhn).

import { z } from 'zod';
import type { Message, MessageCode } from '../messages';

export const CARD_NUMBER_DIGITS = 16;
export const CARD_CVV_DIGITS = 3;
export const CARD_EXPIRY_DIGITS = 2;
/** Four blocks of four digits with a space between them. */
export const CARD_NUMBER_INPUT_WIDTH = 19;

export type CardFormValues = {
  cardNumber: string;
  cardExpMonth: string;
  cardExpYear: string;
  cardCVV: string;
};
export type CardField = keyof CardFormValues;
export type CardErrors = Partial<Record<CardField, string>>;
export type CardProblems = Partial<Record<CardField, Message>>;

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

/** What is wrong with one digits field: empty, not digits, or the wrong length (with the count). */
export function digitsProblem(value: string, digits: number, lengthCode: MessageCode): Message | undefined {
  const compact = stripCardSeparators(value);
  if (!compact) return { code: 'validation.required' };
  if (!/^\d+$/.test(compact)) return { code: 'validation.notANumber' };
  if (compact.length !== digits) return { code: lengthCode, params: { count: compact.length } };
  return undefined;
}

export function isCardFormEmpty(values: CardFormValues): boolean {
  return Object.values(values).every((v) => v.trim() === '');
}

/**
 * The form's problems by field, as message codes; empty when the card is valid or when nothing was
 * typed at all (then there is no card to save).
 */
export function cardFormProblems(values: CardFormValues): CardProblems {
  if (isCardFormEmpty(values)) return {};
  const problems: CardProblems = {};
  const number = digitsProblem(values.cardNumber, CARD_NUMBER_DIGITS, 'card.numberLength');
  if (number) problems.cardNumber = number;
  const month = digitsProblem(values.cardExpMonth, CARD_EXPIRY_DIGITS, 'card.monthLength');
  if (month) problems.cardExpMonth = month;
  else {
    const m = Number(stripCardSeparators(values.cardExpMonth));
    if (m < 1 || m > 12) problems.cardExpMonth = { code: 'card.monthRange' };
  }
  const year = digitsProblem(values.cardExpYear, CARD_EXPIRY_DIGITS, 'card.yearLength');
  if (year) problems.cardExpYear = year;
  const cvv = digitsProblem(values.cardCVV, CARD_CVV_DIGITS, 'card.cvvLength');
  if (cvv) problems.cardCVV = cvv;
  return problems;
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
    for (const [path, problem] of Object.entries(cardFormProblems(values))) {
      ctx.addIssue({ code: 'custom', path: [path], message: problem.code, params: problem.params });
    }
  })
  .transform(toCardInput);
