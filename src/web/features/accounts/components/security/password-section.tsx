import { Stack, Text, Title } from '@mantine/core';
import { z } from 'zod';
import { newPasswordFormSchema } from '../../../../../domain/schemas/auth-forms';
import { Field, Form, FormErrorList, SubmitButton } from '../../../../components/form/form';
import { ApiError, errorMessage } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { notifySuccess } from '../../../../lib/notify';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useChangePassword } from '../../api/change-password';
import { NewPasswordFields } from '../new-password-fields';

/**
 * Changing the password (issue 31): the current one and the new one twice. The server ends every
 * other session and asks for a recent sign-in ("Confirm it's you", from the API client).
 */
export function PasswordSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const schema = z
    .object({ currentPassword: z.string().min(1, t('validation.requiredField')) })
    .and(newPasswordFormSchema);
  const empty = { currentPassword: '', password: '', passwordAgain: '' };
  const form = useZodForm(schema, empty);
  const change = useChangePassword(userId);

  const submit = form.onSubmit(({ currentPassword, password }) => {
    change.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          form.reset(empty);
          notifySuccess({ title: t('sessionsUi.password.changed') });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'auth.wrongPassword') {
            form.setFieldError('currentPassword', errorMessage(error));
          } else if (error instanceof ApiError && error.code === 'auth.weakPassword') {
            form.setFieldError('password', errorMessage(error));
          } else form.setFormError({ title: t('sessionsUi.password.failed'), message: errorMessage(error) });
        },
      },
    );
  });

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('sessionsUi.password.title')}
      </Title>
      <Text c="dimmed">{t('sessionsUi.password.intro')}</Text>
      <Form label={t('sessionsUi.password.save')} onSubmit={submit}>
        <FormErrorList errors={[form.formError]} />
        <Field
          form={form}
          name="currentPassword"
          type="password"
          label={t('sessionsUi.password.current')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields form={form} label={t('sessionsUi.password.newLabel')} />
        <SubmitButton pending={change.isPending}>{t('sessionsUi.password.save')}</SubmitButton>
      </Form>
    </Stack>
  );
}
