import { Button, Loader, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { useTranslation } from '../lib/i18n';
import { ApiError, errorMessage } from '../lib/api';
import { finishConfirmation, useConfirmIdentityState } from '../lib/confirm-identity';
import {
  socialProvidersOf,
  useReauthenticate,
  useSignInAgainWith,
  useSignInMethods,
} from '../lib/reauthenticate';
import type { SocialProvider } from '../lib/social-sign-in';
import { useViewer } from '../lib/session';
import { useZodForm } from '../lib/use-zod-form';
import { Form, FormActions, FormErrorList, SubmitButton } from './form/form';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * "Confirm it's you" (decision 057): opened by the API client when a sensitive action needs a recent
 * sign-in. People with a password give it again; people who sign in only with Google or Facebook
 * sign in again there and come back to the page.
 */
export default function ConfirmIdentityDialog() {
  const { t } = useTranslation();
  const { opened } = useConfirmIdentityState();
  const { viewer } = useViewer();
  const methods = useSignInMethods(opened && !!viewer);
  const reauthenticate = useReauthenticate(viewer?.userId ?? '');
  const social = useSignInAgainWith();
  const schema = z.object({ password: z.string().min(1, t('validation.requiredField')) });
  const form = useZodForm(schema, { password: '' });

  const close = (confirmed: boolean) => {
    form.reset({ password: '' });
    finishConfirmation(confirmed);
  };
  const submit = form.onSubmit(({ password }) => {
    reauthenticate.mutate(password, {
      onSuccess: () => close(true),
      onError: (error) => {
        if (error instanceof ApiError && error.field === 'password') {
          form.setFieldError('password', errorMessage(error));
        } else form.setFormError(errorMessage(error));
      },
    });
  });
  const continueWith = (provider: SocialProvider) =>
    social.mutate(provider, {
      onSuccess: ({ url }) => {
        if (url) window.location.assign(url);
      },
      onError: (error) => form.setFormError(errorMessage(error)),
    });

  const hasPassword = methods.data?.includes('credential') ?? true;
  const providers = socialProvidersOf(methods.data ?? []);

  return (
    <Modal
      opened={opened}
      onClose={() => close(false)}
      title={t('sessionsUi.confirm.title')}
      centered
      closeButtonProps={{ 'aria-label': t('sessionsUi.confirm.cancel') }}
    >
      {methods.isPending ? (
        <Loader size="sm" aria-label={t('sessionsUi.confirm.title')} />
      ) : hasPassword ? (
        <Form label={t('sessionsUi.confirm.title')} onSubmit={submit}>
          <Text>{t('sessionsUi.confirm.intro')}</Text>
          <FormErrorList errors={[form.formError]} />
          <PasswordInput
            label={t('sessionsUi.confirm.password')}
            autoComplete="current-password"
            data-autofocus
            required
            {...form.textInput('password')}
          />
          <FormActions
            secondaryAction={
              <Button variant="default" onClick={() => close(false)}>
                {t('sessionsUi.confirm.cancel')}
              </Button>
            }
          >
            <SubmitButton pending={reauthenticate.isPending}>{t('sessionsUi.confirm.confirm')}</SubmitButton>
          </FormActions>
        </Form>
      ) : (
        <Stack gap="sm">
          <Text>{t('sessionsUi.confirm.introSocial')}</Text>
          <FormErrorList errors={[form.formError]} />
          {providers.map((provider) => (
            <Button
              key={provider}
              variant="default"
              loading={social.isPending && social.variables === provider}
              onClick={() => continueWith(provider)}
            >
              {t('sessionsUi.confirm.continueWith', { provider: PROVIDER_NAMES[provider] })}
            </Button>
          ))}
          <Button variant="subtle" onClick={() => close(false)}>
            {t('sessionsUi.confirm.cancel')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
