import { Group, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import {
  CARD_CVV_DIGITS,
  CARD_EXPIRY_DIGITS,
  CARD_NUMBER_INPUT_WIDTH,
  formatCardNumber,
  type CardField,
  type CardFormValues,
} from '../../../domain/schemas/card';
import type { ZodForm } from '../../lib/use-zod-form';
import { Field } from '../form/form';

/** An input as wide as the characters it takes (spec section 5), plus its padding. */
const widthFor = (chars: number) => ({
  input: {
    width: `calc(${chars}ch + 2 * var(--input-padding-x, 12px) + 4px)`,
    fontFamily: 'ui-monospace, monospace',
  },
});

type CardInputSpec = {
  name: CardField;
  label: 'number' | 'expMonth' | 'expYear' | 'cvv';
  autoComplete: string;
  placeholder: string;
  chars: number;
  format?: (value: string) => string;
};

const NUMBER: CardInputSpec = {
  name: 'cardNumber',
  label: 'number',
  autoComplete: 'cc-number',
  placeholder: '1234 5678 9012 3456',
  chars: CARD_NUMBER_INPUT_WIDTH,
  format: formatCardNumber,
};

const EXPIRY_AND_CODE: readonly CardInputSpec[] = [
  {
    name: 'cardExpMonth',
    label: 'expMonth',
    autoComplete: 'cc-exp-month',
    placeholder: 'MM',
    chars: CARD_EXPIRY_DIGITS,
  },
  {
    name: 'cardExpYear',
    label: 'expYear',
    autoComplete: 'cc-exp-year',
    placeholder: 'YY',
    chars: CARD_EXPIRY_DIGITS,
  },
  {
    name: 'cardCVV',
    label: 'cvv',
    autoComplete: 'cc-csc',
    placeholder: '123',
    chars: CARD_CVV_DIGITS,
  },
];

function CardInput({ form, spec }: { form: ZodForm<CardFormValues>; spec: CardInputSpec }) {
  const { t } = useTranslation();
  const { chars, label, ...field } = spec;
  return (
    <Field
      form={form}
      inputMode="numeric"
      maxLength={chars}
      styles={widthFor(chars)}
      label={t(`paymentUi.card.${label}`)}
      {...field}
    />
  );
}

/** The card fields: number in blocks of four, expiry month and year, security code. */
export function CardForm({ form }: { form: ZodForm<CardFormValues> }) {
  return (
    <Stack gap="sm">
      <CardInput form={form} spec={NUMBER} />
      <Group gap="md" align="flex-start">
        {EXPIRY_AND_CODE.map((spec) => (
          <CardInput key={spec.name} form={form} spec={spec} />
        ))}
      </Group>
    </Stack>
  );
}
