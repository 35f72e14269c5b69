import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { signInFormSchema } from '../../../../../domain/schemas/auth-forms';
import type { LoginOverlayMode } from '../../../../lib/login-overlay';
import { useZodForm } from '../../../../lib/use-zod-form';
import { signIn } from '../../api/sign-in';
import { authFailure } from '../../lib/auth-failure';
import type { SignedInEvent } from './login-overlay';

export function EmailLoginForm({
  initialEmail,
  onMode,
  onSignedIn,
}: {
  initialEmail: string;
  onMode: (mode: LoginOverlayMode, email?: string) => void;
  onSignedIn: (event: SignedInEvent) => Promise<void>;
}) {
  const form = useZodForm(signInFormSchema, { email: initialEmail, password: '' });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.onSubmit(async (credentials) => {
    setBusy(true);
    setFormError(null);
    try {
      await signIn(credentials);
      await onSignedIn('login');
    } catch (error) {
      const failure = authFailure(error);
      if (failure.field) form.setFieldError(failure.field, failure.message);
      else setFormError(failure.message);
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Log in with email">
      <Stack gap="sm">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
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
          autoComplete="current-password"
          required
          {...form.textInput('password')}
        />
        <Button type="submit" loading={busy} fullWidth>
          Log In
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => onMode('landing', form.values.email)}>
            Back
          </Button>
          <Button variant="subtle" onClick={() => onMode('reset', form.values.email)}>
            Reset Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
