import { useState } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { newPasswordFormSchema } from '../../../../domain/schemas/auth-forms';
import { Form, FormErrorList, SubmitButton } from '../../../components/form/form';
import { usePageTitle } from '../../../components/use-page-title';
import { ApiError, errorMessage } from '../../../lib/api';
import { openLoginOverlay } from '../../../lib/login-overlay';
import { useZodForm } from '../../../lib/use-zod-form';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from '../components/new-password-fields';

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
  const reset = useResetPassword();

  const submit = form.onSubmit(({ password }) => {
    if (!token) return;
    reset.mutate(
      { newPassword: password, token },
      {
        onSuccess: () => setState('done'),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_TOKEN') setState('invalid');
          else if (error instanceof ApiError && error.code === 'auth.weakPassword') {
            form.setFieldError('password', 'Password(s) should be at least six characters.');
          } else form.setFormError(errorMessage(error));
        },
      },
    );
  });

  return (
    <Container size="xs" py={64}>
      {state === 'invalid' && <InvalidLink />}
      {state === 'done' && <Done />}
      {state === 'form' && (
        <Form label="Choose a new password" onSubmit={submit} gap="md">
          <Title order={1}>Choose a new password</Title>
          <FormErrorList errors={[form.formError]} />
          <NewPasswordFields form={form} label="New password" />
          <SubmitButton pending={reset.isPending}>Save new password</SubmitButton>
        </Form>
      )}
    </Container>
  );
}
