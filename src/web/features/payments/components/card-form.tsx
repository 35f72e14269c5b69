import { Group, Stack, TextInput } from '@mantine/core';
import {
  CARD_CVV_DIGITS,
  CARD_EXPIRY_DIGITS,
  CARD_NUMBER_INPUT_WIDTH,
  formatCardNumber,
  type CardErrors,
  type CardField,
  type CardFormValues,
} from '../../../../domain/schemas/card';

/** An input as wide as the characters it takes (spec section 5), plus its padding. */
const widthFor = (chars: number) => ({
  input: {
    width: `calc(${chars}ch + 2 * var(--input-padding-x, 12px) + 4px)`,
    fontFamily: 'ui-monospace, monospace',
  },
});

/** The card fields: number in blocks of four, expiry month and year, security code. */
export function CardForm({
  values,
  errors,
  onChange,
}: {
  values: CardFormValues;
  errors: CardErrors;
  onChange: (field: CardField, value: string) => void;
}) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={CARD_NUMBER_INPUT_WIDTH}
        styles={widthFor(CARD_NUMBER_INPUT_WIDTH)}
        value={values.cardNumber}
        onChange={(e) => onChange('cardNumber', formatCardNumber(e.currentTarget.value))}
        error={errors.cardNumber}
      />
      <Group gap="md" align="flex-start">
        <TextInput
          label="Expiry month"
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          maxLength={CARD_EXPIRY_DIGITS}
          styles={widthFor(CARD_EXPIRY_DIGITS)}
          value={values.cardExpMonth}
          onChange={(e) => onChange('cardExpMonth', e.currentTarget.value)}
          error={errors.cardExpMonth}
        />
        <TextInput
          label="Expiry year"
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder="YY"
          maxLength={CARD_EXPIRY_DIGITS}
          styles={widthFor(CARD_EXPIRY_DIGITS)}
          value={values.cardExpYear}
          onChange={(e) => onChange('cardExpYear', e.currentTarget.value)}
          error={errors.cardExpYear}
        />
        <TextInput
          label="Security code (CVV)"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={CARD_CVV_DIGITS}
          styles={widthFor(CARD_CVV_DIGITS)}
          value={values.cardCVV}
          onChange={(e) => onChange('cardCVV', e.currentTarget.value)}
          error={errors.cardCVV}
        />
      </Group>
    </Stack>
  );
}
