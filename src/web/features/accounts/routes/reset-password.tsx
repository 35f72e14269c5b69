import { useState } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { newPasswordFormSchema } from '../../../../domain/schemas/auth-forms';
import { Form, FormErrorList, SubmitButton } from '../../../components/form/form';
import { usePageTitle } from '../../../components/use-page-title';
import { ApiError, errorMessage } from '../../../lib/api';
import { openLoginOverlay } from '../../../lib/login-overlay-state';
import { useZodForm } from '../../../lib/use-zod-form';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from '../components/new-password-fields';

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('accounts.resetPassword.invalid')}</Title>
      <Text size="lg">{t('accounts.resetPassword.invalidText')}</Text>
      <Button onClick={() => openLoginOverlay('reset')}>{t('accounts.resetPassword.requestNew')}</Button>
    </Stack>
  );
}

function Done() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('accounts.resetPassword.done')}</Title>
      <Text size="lg" role="status">
        {t('accounts.resetPassword.doneText')}
      </Text>
      <Button onClick={() => openLoginOverlay('login')}>{t('accounts.logIn')}</Button>
    </Stack>
  );
}

/**
 * /reset-password?token=...: the emailed link lands here through the server, or with
 * ?error=INVALID_TOKEN when the link is unknown or expired.
 */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.resetPassword.pageTitle'));
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
            form.setFieldError('password', errorMessage(error));
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
        <Form label={t('accounts.resetPassword.pageTitle')} onSubmit={submit} gap="md">
          <Title order={1}>{t('accounts.resetPassword.pageTitle')}</Title>
          <FormErrorList errors={[form.formError]} />
          <NewPasswordFields form={form} label={t('accounts.password.newLabel')} />
          <SubmitButton pending={reset.isPending}>{t('accounts.resetPassword.save')}</SubmitButton>
        </Form>
      )}
    </Container>
  );
}
