import { useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { AUTH_MESSAGES } from '../../../../../domain/auth-messages';
import { resetRequestFormSchema } from '../../../../../domain/schemas/auth-forms';
import { EmailField, Form, FormErrorList, SubmitButton } from '../../../../components/form/form';
import { errorMessage } from '../../../../lib/api';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useRequestPasswordReset } from '../../api/request-password-reset';
import { ModeLinks, type ModeLink } from './mode-links';
import type { OverlayFormProps } from './overlay-form-props';

/** The other modes this form links to. */
const LINKS: ModeLink[] = [{ mode: 'login', label: 'Back' }];

export function ResetRequestForm({ initialEmail, onMode }: Omit<OverlayFormProps, 'onSignedIn'>) {
  const form = useZodForm(resetRequestFormSchema, { email: initialEmail });
  const request = useRequestPasswordReset();
  // Stays once a link went, also while another is asked for.
  const [sent, setSent] = useState(false);

  const submit = form.onSubmit(({ email }) => request.mutate(email, { onSuccess: () => setSent(true) }));

  return (
    <Form label="Reset your password" onSubmit={submit}>
      <Text size="sm">
        Enter the email address of your account and we will email you a link to choose a new password.
      </Text>
      {sent && (
        <Alert color="stopover" role="status">
          {AUTH_MESSAGES.resetSent}
        </Alert>
      )}
      <FormErrorList errors={[request.error && errorMessage(request.error)]} />
      <EmailField form={form} required data-autofocus />
      <SubmitButton pending={request.isPending} fullWidth>
        {sent ? 'Send the link again' : 'Send reset link'}
      </SubmitButton>
      <ModeLinks links={LINKS} email={form.values.email} onMode={onMode} />
    </Form>
  );
}
