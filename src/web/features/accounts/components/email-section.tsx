import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { z } from 'zod';
import type { MessageCode } from '../../../../domain/messages';
import { type UserProfile } from '../../../../domain/schemas/users';
import { emailSchema } from '../../../../domain/schemas/auth-forms';
import { EmailField, Field, Form, FormActions, SubmitButton } from '../../../components/form/form';
import { ApiError, errorMessage } from '../../../lib/api';
import { closeNotice, notifyDanger, notifyInfo } from '../../../lib/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useUpdateUser } from '../api/update-user';
import { notifyUpdated } from '../lib/notices';

/** The server's answer when the password given for an email change is not the person's. */
const CHECK_PASSWORD: MessageCode = 'users.checkPassword';
/** 'Updating...' while the change is sent (spec section 8's info notices). */
const UPDATING_NOTICE_ID = 'account-email-updating';

/**
 * The email address, whether it is verified, and changing it. Changing it asks for the current
 * password (spec section 5), except from administrators and people who only ever used Google or
 * Facebook (they have no password to give).
 */
export function EmailSection({ profile, isAdmin }: { profile: UserProfile; isAdmin: boolean }) {
  const { t } = useTranslation();
  const needsPassword = !isAdmin && profile.hasPassword;
  const schema = z.object({
    email: emailSchema,
    password: needsPassword ? z.string().min(1, t('accounts.email.enterPassword')) : z.string(),
  });
  const form = useZodForm(schema, { email: profile.email, password: '' });
  const update = useUpdateUser(profile.id);
  const resend = useSendVerificationEmail();
  const changed = form.values.email.trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = form.onSubmit(({ email, password }) => {
    if (email === profile.email.toLowerCase()) return;
    notifyInfo({ id: UPDATING_NOTICE_ID, title: t('accounts.email.updating') });
    update.mutate(needsPassword ? { email, password } : { email }, {
      onSuccess: () => {
        closeNotice(UPDATING_NOTICE_ID);
        form.reset({ email, password: '' });
        notifyUpdated(t('accounts.email.linkSent', { email }));
      },
      onError: (error) => {
        closeNotice(UPDATING_NOTICE_ID);
        const failure = error instanceof ApiError ? error : null;
        const reauthFailed =
          failure?.status === 403 && (failure.code === CHECK_PASSWORD || failure.field === 'password');
        // Spec section 8: 'Failed updating account details', with 'Please check your password and try
        // again.' when the password did not prove it is them, else 'Please try again...'.
        notifyDanger({
          title: t('accounts.email.updateFailed'),
          message: t(reauthFailed ? 'users.checkPassword' : 'accounts.email.tryAgain'),
        });
        if (reauthFailed) {
          form.setFieldError('password', t('auth.wrongPassword'));
        } else if (
          failure &&
          (failure.status === 409 || failure.field === 'email' || failure.field === 'password')
        ) {
          // The words for what went wrong sit under the input they are about.
          const field = failure.field === 'password' ? 'password' : 'email';
          form.setFieldError(field, failure.status === 409 ? t('auth.accountExists') : errorMessage(failure));
        }
      },
    });
  });

  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Title order={3} size="h4">
          {t('accounts.email.title')}
        </Title>
        {profile.emailVerified ? (
          <Badge color="stopover" variant="light">
            {t('accounts.email.verified')}
          </Badge>
        ) : (
          <Badge color="orange" variant="light">
            {t('accounts.email.notVerified')}
          </Badge>
        )}
      </Group>
      {!profile.emailVerified && (
        <Group gap="sm">
          <Text size="sm">{t('accounts.email.pleaseVerify', { email: profile.email })}</Text>
          <Button
            variant="light"
            size="compact-sm"
            loading={resend.isPending}
            onClick={() => resend.mutate(profile.email)}
          >
            {t('accounts.resendVerification')}
          </Button>
        </Group>
      )}
      <Form label={t('accounts.email.form')} onSubmit={submit}>
        <EmailField form={form} />
        {needsPassword && changed && (
          <Field
            form={form}
            name="password"
            type="password"
            label={t('accounts.email.currentPassword')}
            description={t('accounts.email.confirmPassword')}
            autoComplete="current-password"
            required
          />
        )}
        <FormActions>
          <SubmitButton pending={update.isPending} variant="default" disabled={!changed}>
            {t('accounts.email.change')}
          </SubmitButton>
        </FormActions>
      </Form>
    </Stack>
  );
}
