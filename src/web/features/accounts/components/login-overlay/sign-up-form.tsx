import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { AUTH_MESSAGES, isUserExists } from '../../../../../domain/auth-messages';
import { signUpFormSchema } from '../../../../../domain/schemas/auth-forms';
import { errorCode } from '../../../../lib/api';
import type { LoginOverlayMode } from '../../../../lib/login-overlay';
import { paths } from '../../../../lib/paths';
import { useZodForm } from '../../../../lib/use-zod-form';
import { signIn } from '../../api/sign-in';
import { signUp } from '../../api/sign-up';
import { authFailure } from '../../lib/auth-failure';
import type { SignedInEvent } from './login-overlay';

type FormError = { title?: string; message: string };

export function SignUpForm({
  initialEmail,
  onMode,
  onSignedIn,
}: {
  initialEmail: string;
  onMode: (mode: LoginOverlayMode, email?: string) => void;
  onSignedIn: (event: SignedInEvent) => Promise<void>;
}) {
  const form = useZodForm(signUpFormSchema, {
    email: initialEmail,
    password: '',
    passwordAgain: '',
    consent: false as boolean,
  });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<FormError | null>(null);

  const showFailure = (error: unknown) => {
    const failure = authFailure(error);
    if (failure.field) form.setFieldError(failure.field, failure.message);
    else if (failure.known) setFormError({ message: failure.message });
    else
      setFormError({
        title: 'There was an error while creating your account.',
        message: `Error: ${failure.message}`,
      });
  };

  const submit = form.onSubmit(async ({ email, password }) => {
    setBusy(true);
    setFormError(null);
    try {
      await signUp({ email, password });
      await onSignedIn('sign_up');
      return;
    } catch (error) {
      if (!isUserExists(errorCode(error))) {
        showFailure(error);
        setBusy(false);
        return;
      }
    }
    // The account is already there: sign the person in with what they typed (spec section 4).
    try {
      await signIn({ email, password });
      await onSignedIn('login');
    } catch (error) {
      // Somebody else's password, or a forgotten one: say the account exists, so they log in instead.
      if (authFailure(error).field === 'password') setFormError({ message: AUTH_MESSAGES.accountExists });
      else showFailure(error);
      setBusy(false);
    }
  });

  const consented = form.values.consent === true;
  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack gap="sm">
        {formError && (
          <Alert color="red" role="alert" title={formError.title}>
            {formError.message}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.textInput('email')}
        />
        <PasswordInput
          label="Password"
          description="At least 6 characters"
          autoComplete="new-password"
          required
          {...form.textInput('password')}
        />
        <PasswordInput
          label="Password again"
          autoComplete="new-password"
          required
          {...form.textInput('passwordAgain')}
        />
        <Checkbox
          {...form.checkbox('consent')}
          label={
            <>
              I agree to the{' '}
              <Anchor href={paths.privacy.href()} target="_blank" rel="noopener">
                Privacy Policy
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                (opens in a new tab)
              </Text>
            </>
          }
        />
        <Button type="submit" loading={busy} disabled={!consented} fullWidth>
          Sign Up
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => onMode('landing', form.values.email)}>
            Back
          </Button>
          <Button variant="subtle" onClick={() => onMode('login', form.values.email)}>
            I already have an account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
