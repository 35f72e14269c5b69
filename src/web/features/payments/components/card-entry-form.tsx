import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  CARD_REQUIRED,
  EMPTY_CARD_FORM,
  isCardFormEmpty,
  toCardInput,
  validateCardForm,
  type CardErrors,
  type CardField,
  type CardFormValues,
} from '../../../../domain/schemas/card';
import { ApiError, errorMessage } from '../../../lib/api';
import { CARD_API_FIELDS, createLocalCardToken } from '../api/cards';
import { getPaymentSetupQueryOptions } from '../api/payment-setup';
import { focusFirstInvalid } from '../lib/focus';
import { CardFailure } from './card-failure';
import { CardActions, type CardEntryProps } from './card-actions';
import { CardForm } from './card-form';
import { useCardSave } from './use-card-save';

// Stripe's hosted fields and Stripe.js load only when the Stripe provider is live (decision 009).
const StripeCardForm = lazy(() => import('./stripe-card-form'));

const ALL_REQUIRED: CardErrors = {
  cardNumber: CARD_REQUIRED,
  cardExpMonth: CARD_REQUIRED,
  cardExpYear: CARD_REQUIRED,
  cardCVV: CARD_REQUIRED,
};

/** Our own card inputs (section 5's rules, widths and messages) for the local provider. */
function LocalCardForm({ userId, submitLabel, emptyAllowed, secondaryAction, onDone }: CardEntryProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const save = useCardSave(userId);

  const onChange = (field: CardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showErrors = (next: CardErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (isCardFormEmpty(values)) {
      // Section 5 checks the card only when something was typed; here there is nothing to save.
      if (emptyAllowed) onDone(null);
      else showErrors(ALL_REQUIRED);
      return;
    }
    const invalid = validateCardForm(values);
    if (Object.keys(invalid).length > 0) return showErrors(invalid);
    const card = toCardInput(values)!;
    setBusy(true);
    setFailure(null);
    try {
      const profile = await save(() => createLocalCardToken(card));
      setValues(EMPTY_CARD_FORM);
      onDone(profile);
    } catch (error) {
      const field = error instanceof ApiError && error.field ? CARD_API_FIELDS[error.field] : undefined;
      if (field) showErrors({ [field]: errorMessage(error) });
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} noValidate aria-label="Credit card" onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        {failure !== null && <CardFailure error={failure} />}
        <CardForm values={values} errors={errors} onChange={onChange} />
        <CardActions submitLabel={submitLabel} secondaryAction={secondaryAction} busy={busy} />
      </Stack>
    </form>
  );
}

/**
 * The card form for the payment provider in use: our inputs for the local provider, Stripe's hosted
 * fields for Stripe (decision 009). The provider is asked when the form opens.
 */
export function CardEntryForm(props: CardEntryProps) {
  const setup = useQuery(getPaymentSetupQueryOptions(props.userId));

  if (setup.isPending) {
    return (
      <Group gap="sm" py="md" role="status">
        <Loader size="sm" />
        <Text size="sm">Preparing the card form…</Text>
      </Group>
    );
  }
  if (setup.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" title="The card form could not be loaded" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(setup.error)}</Text>
            <Button variant="default" onClick={() => void setup.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
        {props.emptyAllowed && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              props.onDone(null);
            }}
          >
            <CardActions
              submitLabel={props.submitLabel}
              secondaryAction={props.secondaryAction}
              busy={false}
            />
          </form>
        )}
      </Stack>
    );
  }
  const { provider, clientSecret, publishableKey } = setup.data;
  if (provider === 'stripe') {
    if (!clientSecret || !publishableKey) {
      return (
        <Alert color="red" title="The card form could not be loaded" role="alert">
          Card payments are not set up correctly. Please contact support.
        </Alert>
      );
    }
    return (
      <Suspense
        fallback={
          <Group gap="sm" py="md" role="status">
            <Loader size="sm" />
            <Text size="sm">Preparing the card form…</Text>
          </Group>
        }
      >
        <StripeCardForm {...props} clientSecret={clientSecret} publishableKey={publishableKey} />
      </Suspense>
    );
  }
  return <LocalCardForm {...props} />;
}
