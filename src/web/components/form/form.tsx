// The form kit every form of the app is built from: the <form> itself, a field wired to a zod form
// (lib/use-zod-form.ts: the schema's messages show under the input they are about), the form-level
// messages, the row of actions and the submit button. Forms compose these rather than repeating
// Mantine markup, so a change to how a form looks or behaves (focus, labels, alerts) is made once.

import { useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import {
  Alert,
  Button,
  Group,
  PasswordInput,
  Stack,
  Textarea,
  TextInput,
  type ButtonProps,
  type GroupProps,
  type MantineSpacing,
  type PasswordInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { focusFirstInvalid } from '../../lib/focus';
import type { FormMessage, ZodForm } from '../../lib/use-zod-form';

/**
 * A <form> with its fields stacked: named for assistive technology, no browser validation (the
 * schema's messages are the spec's), and after a refused submit the first field in error has focus.
 */
export function Form({
  label,
  onSubmit,
  gap = 'sm',
  ref: givenRef,
  children,
}: {
  /** The form's accessible name, e.g. 'Log in with email'. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  gap?: MantineSpacing;
  /** For a form that focuses a field the server refused (lib/focus.ts). */
  ref?: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}) {
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = givenRef ?? ownRef;
  return (
    <form
      ref={ref}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        onSubmit(event);
        focusFirstInvalid(ref.current);
      }}
    >
      <Stack gap={gap}>{children}</Stack>
    </form>
  );
}

type FieldProps<V extends Record<string, string | boolean>> = Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'error' | 'form'
> & {
  form: ZodForm<V>;
  name: keyof V & string;
  /** Replaces the typed value before it is kept, e.g. to show a number in blocks. */
  format?: (value: string) => string;
};

/**
 * A text input bound to one value of a zod form, with its error underneath; `type="password"` is a
 * password input with its show/hide toggle.
 */
export function Field<V extends Record<string, string | boolean>>({
  form,
  name,
  format,
  type,
  ...props
}: FieldProps<V>) {
  const bound = form.textInput(name);
  const onChange: typeof bound.onChange = format
    ? (event) => form.setValue(name, format(event.currentTarget.value) as V[typeof name])
    : bound.onChange;
  if (type === 'password') {
    return <PasswordInput {...(props as PasswordInputProps)} {...bound} onChange={onChange} />;
  }
  return <TextInput type={type} {...props} {...bound} onChange={onChange} />;
}

/** The email field of the sign-in, sign-up, reset and account forms. */
export function EmailField<V extends Record<string, string | boolean> & { email: string }>(
  props: Omit<FieldProps<V>, 'name' | 'type'>,
) {
  const { t } = useTranslation();
  return <Field<V> label={t('forms.email')} type="email" autoComplete="email" {...props} name="email" />;
}

type TextareaFieldProps<V extends Record<string, string | boolean>> = Omit<
  TextareaProps,
  'name' | 'value' | 'onChange' | 'error' | 'form'
> & { form: ZodForm<V>; name: keyof V & string };

/** A multi-line text input bound to one value of a zod form, with its error underneath. */
export function TextareaField<V extends Record<string, string | boolean>>({
  form,
  name,
  ...props
}: TextareaFieldProps<V>) {
  const { value, error } = form.textInput(name);
  return (
    <Textarea
      {...props}
      name={name}
      value={value}
      error={error}
      onChange={(event) => form.setValue(name, event.currentTarget.value as V[typeof name])}
    />
  );
}

const asMessage = (message: FormMessage) => (typeof message === 'string' ? { message } : message);

/**
 * The messages about the whole form (what the server refused, with no field to put it under), each an
 * alert so it is announced. Shows nothing when there are none.
 */
export function FormErrorList({ errors }: { errors: readonly (FormMessage | null | undefined | false)[] }) {
  const shown = errors.filter((error): error is FormMessage => !!error).map(asMessage);
  return shown.map(({ title, message }) => (
    <Alert key={`${title ?? ''}\n${message}`} color="red" role="alert" title={title}>
      {message}
    </Alert>
  ));
}

/** The submit button: spins and ignores clicks while the mutation it starts is pending. */
export function SubmitButton({
  pending,
  children,
  ...props
}: ButtonProps & { pending: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" loading={pending} {...props}>
      {children}
    </Button>
  );
}

/**
 * The row under a form: an optional secondary action (onboarding's Back, the account page's Cancel)
 * at the start, then the submit button.
 */
export function FormActions({
  secondaryAction,
  justify = 'flex-end',
  children,
}: {
  secondaryAction?: ReactNode;
  /** Where the submit button sits when there is no secondary action. */
  justify?: GroupProps['justify'];
  children: ReactNode;
}) {
  return (
    <Group justify={secondaryAction ? 'space-between' : justify} mt="xs">
      {secondaryAction}
      {children}
    </Group>
  );
}
