import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../../../domain/auth-messages';
import { type UserProfile } from '../../../../domain/schemas/users';
import { emailSchema } from '../../../../domain/schemas/auth-forms';
import { EmailField, Field, Form, FormActions, SubmitButton } from '../../../components/form/form';
import { ApiError } from '../../../lib/api';
import { notifyDanger } from '../../../lib/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useUpdateUser } from '../api/update-user';
import { notifyUpdated, notifyUpdateFailed } from '../lib/notices';

/**
 * The email address, whether it is verified, and changing it. Changing it asks for the current
 * password (spec section 5), except from administrators and people who only ever used Google or
 * Facebook (they have no password to give).
 */
export function EmailSection({ profile, isAdmin }: { profile: UserProfile; isAdmin: boolean }) {
  const needsPassword = !isAdmin && profile.hasPassword;
  const schema = z.object({
    email: emailSchema,
    password: needsPassword ? z.string().min(1, 'Please enter your current password') : z.string(),
  });
  const form = useZodForm(schema, { email: profile.email, password: '' });
  const update = useUpdateUser(profile.id);
  const resend = useSendVerificationEmail();
  const changed = form.values.email.trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = form.onSubmit(({ email, password }) => {
    if (email === profile.email.toLowerCase()) return;
    update.mutate(needsPassword ? { email, password } : { email }, {
      onSuccess: () => {
        form.reset({ email, password: '' });
        notifyUpdated(`We have sent a link to ${email} to verify it.`);
      },
      onError: (error) => {
        const failure = error instanceof ApiError ? error : null;
        if (
          failure?.status === 403 &&
          (failure.code === 'INVALID_PASSWORD' || failure.field === 'password')
        ) {
          // The password did not prove it is them (spec section 8: re-authentication failure).
          form.setFieldError('password', 'Password is incorrect.');
          notifyDanger({
            title: 'Failed updating account details',
            message: 'Please check your password and try again.',
          });
        } else if (
          failure &&
          (failure.status === 409 || failure.field === 'email' || failure.field === 'password')
        ) {
          const field = failure.field === 'password' ? 'password' : 'email';
          form.setFieldError(field, failure.status === 409 ? AUTH_MESSAGES.accountExists : failure.message);
          notifyUpdateFailed(error);
        } else {
          notifyUpdateFailed(error);
        }
      },
    });
  });

  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Title order={3} size="h4">
          Email address
        </Title>
        {profile.emailVerified ? (
          <Badge color="stopover" variant="light">
            Verified
          </Badge>
        ) : (
          <Badge color="orange" variant="light">
            Not verified
          </Badge>
        )}
      </Group>
      {!profile.emailVerified && (
        <Group gap="sm">
          <Text size="sm">Please verify {profile.email} with the link we emailed you.</Text>
          <Button
            variant="light"
            size="compact-sm"
            loading={resend.isPending}
            onClick={() => resend.mutate(profile.email)}
          >
            Resend verification email
          </Button>
        </Group>
      )}
      <Form label="Change email address" onSubmit={submit}>
        <EmailField form={form} />
        {needsPassword && changed && (
          <Field
            form={form}
            name="password"
            type="password"
            label="Current password"
            description="To change your email address, please confirm your password."
            autoComplete="current-password"
            required
          />
        )}
        <FormActions>
          <SubmitButton pending={update.isPending} variant="default" disabled={!changed}>
            Change email
          </SubmitButton>
        </FormActions>
      </Form>
    </Stack>
  );
}
