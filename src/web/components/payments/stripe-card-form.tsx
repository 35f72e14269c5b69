import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Group, Stack, Text } from '@mantine/core';
import type {
  Stripe,
  StripeCardCvcElement,
  StripeCardExpiryElement,
  StripeCardNumberElement,
  StripeElementChangeEvent,
  StripeElementLocale,
} from '@stripe/stripe-js';
import { useTranslation } from '../../lib/i18n';
import { errorMessage } from '../../lib/api';
import { currentLanguage, i18n } from '../../lib/i18n';
import { loadStripeJs } from '../../lib/payments/stripe';
import { CardFailure } from './card-failure';
import { CardActions, type CardEntryProps } from './card-actions';
import { useSaveCard } from '../../lib/payments/save-card';
import { Form } from '../form/form';
import classes from './card-fields.module.css';

type Field = 'number' | 'expiry' | 'cvc';
type FieldState = { empty: boolean; complete: boolean; error: string | undefined };

const FIELDS: readonly { field: Field; label: 'number' | 'expiry' | 'cvv'; className: string }[] = [
  { field: 'number', label: 'number', className: classes.number! },
  { field: 'expiry', label: 'expiry', className: classes.expiry! },
  { field: 'cvc', label: 'cvv', className: classes.cvc! },
];

/** What an incomplete field says (section 5's words, as far as Stripe's fields tell us). */
const incomplete = (field: Field): string => i18n.t(`paymentUi.card.incomplete.${field}`);

const EMPTY_STATE: FieldState = { empty: true, complete: false, error: undefined };

/** The message a field should show on submit, or undefined when it is fine. */
function fieldError(state: FieldState): string | undefined {
  if (state.error) return state.error;
  if (state.empty) return i18n.t('validation.required');
  return undefined;
}

type Elements = {
  number: StripeCardNumberElement;
  expiry: StripeCardExpiryElement;
  cvc: StripeCardCvcElement;
};

/**
 * Stripe's hosted card fields (decision 009): the number, expiry and CVC are typed into Stripe's frames,
 * so this page never sees them. Saving confirms the SetupIntent (Stripe runs any 3-D Secure challenge)
 * and sends only the resulting PaymentMethod id to our API.
 */
export default function StripeCardForm({
  clientSecret,
  publishableKey,
  userId,
  submitLabel,
  emptyAllowed,
  secondaryAction,
  onDone,
}: CardEntryProps & { clientSecret: string; publishableKey: string }) {
  const { t } = useTranslation();
  const idBase = useId();
  const mounts = useRef<Record<Field, HTMLDivElement | null>>({ number: null, expiry: null, cvc: null });
  const elements = useRef<Elements | null>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [state, setState] = useState<Record<Field, FieldState>>({
    number: EMPTY_STATE,
    expiry: EMPTY_STATE,
    cvc: EMPTY_STATE,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveCard(userId);

  useEffect(() => {
    let cancelled = false;
    loadStripeJs(publishableKey).then(
      (loaded) => {
        if (cancelled) return;
        const group = loaded.elements({ locale: currentLanguage() as StripeElementLocale });
        const options = {
          classes: { focus: classes.focus, invalid: classes.invalid },
          style: { base: { fontSize: '16px', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } },
        };
        const made: Elements = {
          number: group.create('cardNumber', {
            ...options,
            showIcon: true,
            placeholder: '1234 5678 9012 3456',
          }),
          expiry: group.create('cardExpiry', options),
          cvc: group.create('cardCvc', { ...options, placeholder: '123' }),
        };
        for (const field of ['number', 'expiry', 'cvc'] as const) {
          const element = made[field] as {
            on(event: 'change', handler: (e: StripeElementChangeEvent) => void): void;
            mount(el: HTMLElement): void;
          };
          element.on('change', (e) => {
            setState((current) => ({
              ...current,
              [field]: { empty: e.empty, complete: e.complete, error: e.error?.message },
            }));
            setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
          });
          const target = mounts.current[field];
          if (target) element.mount(target);
        }
        elements.current = made;
        setStripe(loaded);
      },
      (error: unknown) => {
        if (!cancelled) setLoadError(error);
      },
    );
    return () => {
      cancelled = true;
      const made = elements.current;
      elements.current = null;
      made?.number.destroy();
      made?.expiry.destroy();
      made?.cvc.destroy();
    };
  }, [publishableKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const made = elements.current;
    if (save.isPending || !stripe || !made) return;
    const allEmpty = state.number.empty && state.expiry.empty && state.cvc.empty;
    if (allEmpty && emptyAllowed) return onDone(null);
    const next: Partial<Record<Field, string>> = {};
    for (const field of ['number', 'expiry', 'cvc'] as const) {
      const message = fieldError(state[field]) ?? (state[field].complete ? undefined : incomplete(field));
      if (message) next[field] = message;
    }
    setErrors(next);
    const first = (['number', 'expiry', 'cvc'] as const).find((f) => next[f]);
    if (first) {
      made[first].focus();
      return;
    }
    const tokenise = async () => {
      const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card: made.number } });
      if (result.error) throw new Error(result.error.message ?? t('paymentUi.card.notSaved'));
      const method = result.setupIntent.payment_method;
      const token = typeof method === 'string' ? method : method?.id;
      if (!token) throw new Error(t('paymentUi.card.notSaved'));
      return token;
    };
    save.mutate(tokenise, { onSuccess: onDone });
  };

  if (loadError) {
    return (
      <Alert color="red" title={t('paymentUi.card.loadFailed')} role="alert">
        {errorMessage(loadError)}
      </Alert>
    );
  }

  return (
    <Form label={t('paymentUi.card.form')} onSubmit={submit} gap="md">
      {save.error && <CardFailure error={save.error} />}
      <Group gap="md" align="flex-start">
        {FIELDS.map(({ field, label, className }) => {
          const labelId = `${idBase}-${field}-label`;
          const errorId = `${idBase}-${field}-error`;
          return (
            <Stack key={field} gap={4}>
              <Text
                component="label"
                id={labelId}
                size="sm"
                fw={500}
                onClick={() => elements.current?.[field].focus()}
              >
                {t(`paymentUi.card.${label}`)}
              </Text>
              <div
                role="group"
                aria-labelledby={labelId}
                aria-describedby={errors[field] ? errorId : undefined}
                aria-invalid={errors[field] ? true : undefined}
                className={`${classes.field} ${className}`}
                ref={(el) => {
                  mounts.current[field] = el;
                }}
              />
              {errors[field] && (
                <Text id={errorId} size="xs" c="red">
                  {errors[field]}
                </Text>
              )}
            </Stack>
          );
        })}
      </Group>
      {!stripe && (
        <Text size="sm" c="dimmed" role="status">
          {t('paymentUi.card.loadingSecure')}
        </Text>
      )}
      <CardActions
        submitLabel={submitLabel}
        secondaryAction={secondaryAction}
        busy={save.isPending || !stripe}
      />
    </Form>
  );
}
