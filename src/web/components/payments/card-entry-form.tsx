import { lazy, Suspense, useRef } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import {
  cardFormSchema,
  EMPTY_CARD_FORM,
  type CardErrors,
  type CardInput,
} from '../../../domain/schemas/card';
import { ApiError, errorMessage } from '../../lib/api';
import { focusFirstInvalid } from '../../lib/focus';
import { i18n } from '../../lib/i18n';
import { CARD_API_FIELDS, createLocalCardToken } from '../../lib/payments/create-card-token';
import { getPaymentSetupQueryOptions } from '../../lib/payments/payment-setup';
import { useSaveCard } from '../../lib/payments/save-card';
import { useZodForm } from '../../lib/use-zod-form';
import { Form } from '../form/form';
import { CardActions, type CardEntryProps } from './card-actions';
import { CardFailure } from './card-failure';
import { CardForm } from './card-form';

// Stripe's hosted fields and Stripe.js load only when the Stripe provider is live (decision 009).
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** Every card field's 'Required', in the current language. */
function allRequired(): CardErrors {
  const required = i18n.t('validation.required');
  return { cardNumber: required, cardExpMonth: required, cardExpYear: required, cardCVV: required };
}

/** Our own card inputs (section 5's rules, widths and messages) for the local provider. */
function LocalCardForm({ userId, submitLabel, emptyAllowed, secondaryAction, onDone }: CardEntryProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(cardFormSchema, EMPTY_CARD_FORM);
  const save = useSaveCard(userId);

  const submitCard = (card: CardInput | null) => {
    if (save.isPending) return;
    if (card === null) {
      // Section 5 checks the card only when something was typed; here there is nothing to save.
      if (emptyAllowed) onDone(null);
      else form.setErrors(allRequired());
      return;
    }
    save.mutate(() => createLocalCardToken(card), {
      onSuccess: (profile) => {
        form.reset(EMPTY_CARD_FORM);
        onDone(profile);
      },
      onError: (error) => {
        const field = error instanceof ApiError && error.field ? CARD_API_FIELDS[error.field] : undefined;
        if (!field) return;
        form.setFieldError(field, errorMessage(error));
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <Form
      ref={formRef}
      label={t('paymentUi.card.form')}
      onSubmit={(event) => form.onSubmit(submitCard)(event)}
      gap="md"
    >
      {save.error && <CardFailure error={save.error} />}
      <CardForm form={form} />
      <CardActions submitLabel={submitLabel} secondaryAction={secondaryAction} busy={save.isPending} />
    </Form>
  );
}

/**
 * The card form for the payment provider in use: our inputs for the local provider, Stripe's hosted
 * fields for Stripe (decision 009). The provider is asked when the form opens.
 */
function Preparing() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" py="md" role="status">
      <Loader size="sm" />
      <Text size="sm">{t('paymentUi.card.preparing')}</Text>
    </Group>
  );
}

export function CardEntryForm(props: CardEntryProps) {
  const { t } = useTranslation();
  const setup = useQuery(getPaymentSetupQueryOptions(props.userId));

  if (setup.isPending) return <Preparing />;
  if (setup.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" title={t('paymentUi.card.loadFailed')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(setup.error)}</Text>
            <Button variant="default" onClick={() => void setup.refetch()}>
              {t('paymentUi.tryAgain')}
            </Button>
          </Stack>
        </Alert>
        {props.emptyAllowed && (
          <Form
            label={t('paymentUi.card.form')}
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
          </Form>
        )}
      </Stack>
    );
  }
  const { provider, clientSecret, publishableKey } = setup.data;
  if (provider === 'stripe') {
    if (!clientSecret || !publishableKey) {
      return (
        <Alert color="red" title={t('paymentUi.card.loadFailed')} role="alert">
          {t('paymentUi.card.misconfigured')}
        </Alert>
      );
    }
    return (
      <Suspense fallback={<Preparing />}>
        <StripeCardForm {...props} clientSecret={clientSecret} publishableKey={publishableKey} />
      </Suspense>
    );
  }
  return <LocalCardForm {...props} />;
}
