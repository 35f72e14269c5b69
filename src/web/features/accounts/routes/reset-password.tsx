import { useState } from 'react';
import { Alert, Button, Container, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { newPasswordFormSchema } from '../../../../domain/schemas/auth-forms';
import { usePageTitle } from '../../../components/use-page-title';
import { ApiError, errorMessage } from '../../../lib/api';
import { openLoginOverlay } from '../../../lib/login-overlay';
import { useZodForm } from '../../../lib/use-zod-form';
import { resetPassword } from '../api/reset-password';

function InvalidLink() {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>This reset link is invalid or has expired</Title>
      <Text size="lg">
        Links to reset a password work once, for one hour. Ask for a new one and use the latest email we send.
      </Text>
      <Button onClick={() => openLoginOverlay('reset')}>Request a new link</Button>
    </Stack>
  );
}

function Done() {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>Your password has been changed</Title>
      <Text size="lg" role="status">
        You can now log in with your new password.
      </Text>
      <Button onClick={() => openLoginOverlay('login')}>Log In</Button>
    </Stack>
  );
}

/**
 * /reset-password?token=...: the emailed link lands here through the server, or with
 * ?error=INVALID_TOKEN when the link is unknown or expired.
 */
export default function ResetPasswordRoute() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(
    token && !params.get('error') ? 'form' : 'invalid',
  );
  const form = useZodForm(newPasswordFormSchema, { password: '', passwordAgain: '' });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ password }) => {
    if (!token) return;
    setBusy(true);
    setFormError(null);
    try {
      await resetPassword({ newPassword: password, token });
      setState('done');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') setState('invalid');
      else if (error instanceof ApiError && error.code === 'PASSWORD_TOO_SHORT') {
        form.setFieldError('password', 'Password(s) should be at least six characters.');
      } else setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Container size="xs" py={64}>
      {state === 'invalid' && <InvalidLink />}
      {state === 'done' && <Done />}
      {state === 'form' && (
        <form onSubmit={submit} noValidate aria-label="Choose a new password">
          <Stack gap="md">
            <Title order={1}>Choose a new password</Title>
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            <PasswordInput
              label="New password"
              description="At least 6 characters"
              autoComplete="new-password"
              required
              {...form.textInput('password')}
            />
            <PasswordInput
              label="New password again"
              autoComplete="new-password"
              required
              {...form.textInput('passwordAgain')}
            />
            <Button type="submit" loading={busy}>
              Save new password
            </Button>
          </Stack>
        </form>
      )}
    </Container>
  );
}
