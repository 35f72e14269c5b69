import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { AUTH_MESSAGES } from '../../../../../domain/auth-messages';
import { resetRequestFormSchema } from '../../../../../domain/schemas/auth-forms';
import { errorMessage } from '../../../../lib/api';
import type { LoginOverlayMode } from '../../../../lib/login-overlay';
import { useZodForm } from '../../../../lib/use-zod-form';
import { requestPasswordReset } from '../../api/request-password-reset';

export function ResetRequestForm({
  initialEmail,
  onMode,
}: {
  initialEmail: string;
  onMode: (mode: LoginOverlayMode, email?: string) => void;
}) {
  const form = useZodForm(resetRequestFormSchema, { email: initialEmail });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    setFormError(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Reset your password">
      <Stack gap="sm">
        <Text size="sm">
          Enter the email address of your account and we will email you a link to choose a new password.
        </Text>
        {sent && (
          <Alert color="stopover" role="status">
            {AUTH_MESSAGES.resetSent}
          </Alert>
        )}
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
        <Button type="submit" loading={busy} fullWidth>
          {sent ? 'Send the link again' : 'Send reset link'}
        </Button>
        <Group>
          <Button variant="subtle" onClick={() => onMode('login', form.values.email)}>
            Back
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
