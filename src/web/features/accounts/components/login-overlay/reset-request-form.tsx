import { useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { resetRequestFormSchema } from '../../../../../domain/schemas/auth-forms';
import { EmailField, Form, FormErrorList, SubmitButton } from '../../../../components/form/form';
import { errorMessage } from '../../../../lib/api';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useRequestPasswordReset } from '../../api/request-password-reset';
import { ModeLinks, type ModeLink } from './mode-links';
import type { OverlayFormProps } from './overlay-form-props';

/** The other modes this form links to. */
const LINKS: ModeLink[] = [{ mode: 'login', label: 'accounts.back' }];

export function ResetRequestForm({ initialEmail, onMode }: Omit<OverlayFormProps, 'onSignedIn'>) {
  const { t } = useTranslation();
  const form = useZodForm(resetRequestFormSchema, { email: initialEmail });
  const request = useRequestPasswordReset();
  // Stays once a link went, also while another is asked for.
  const [sent, setSent] = useState(false);

  const submit = form.onSubmit(({ email }) => request.mutate(email, { onSuccess: () => setSent(true) }));

  return (
    <Form label={t('accounts.overlay.title.reset')} onSubmit={submit}>
      <Text size="sm">{t('accounts.overlay.resetIntro')}</Text>
      {sent && (
        <Alert color="stopover" role="status">
          {t('auth.resetSent')}
        </Alert>
      )}
      <FormErrorList errors={[request.error && errorMessage(request.error)]} />
      <EmailField form={form} required data-autofocus />
      <SubmitButton pending={request.isPending} fullWidth>
        {sent ? t('accounts.overlay.sendResetAgain') : t('accounts.overlay.sendResetLink')}
      </SubmitButton>
      <ModeLinks links={LINKS} email={form.values.email} onMode={onMode} />
    </Form>
  );
}
