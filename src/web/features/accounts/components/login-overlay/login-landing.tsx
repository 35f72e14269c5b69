import { useState } from 'react';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import { FormErrorList } from '../../../../components/form/form';
import { ApiError, errorMessage } from '../../../../lib/api';
import { i18n } from '../../../../lib/i18n';
import type { LoginOverlayMode } from '../../../../lib/login-overlay-state';
import { useConfig } from '../../../../lib/queries/get-config';
import { paths } from '../../../../lib/paths';
import { SOCIAL_PROVIDER_LABELS, useSocialSignIn, type SocialProvider } from '../../api/social-sign-in';

const unavailable = (provider: SocialProvider) =>
  i18n.t('accounts.overlay.socialUnavailable', { provider: SOCIAL_PROVIDER_LABELS[provider] });

export function LoginLanding({
  notice: initialNotice,
  stay,
  onMode,
}: {
  notice: string | null;
  stay: boolean;
  onMode: (mode: LoginOverlayMode) => void;
}) {
  const { t } = useTranslation();
  const config = useConfig();
  const [notice, setNotice] = useState<string | null>(initialNotice);
  const signIn = useSocialSignIn();
  // The button keeps spinning while the browser leaves for the provider.
  const pending = signIn.isPending || signIn.data?.url ? signIn.variables?.provider : null;

  const social = (provider: SocialProvider) => {
    setNotice(null);
    // Until the config arrives the button tries, and explains if the server refuses.
    if (config.data && !config.data.socialProviders.includes(provider)) {
      setNotice(unavailable(provider));
      return;
    }
    // A page that needs a signed-in person is where an existing user comes back to.
    const callbackURL = stay ? `${window.location.pathname}${window.location.search}` : paths.home.href();
    signIn.mutate(
      { provider, callbackURL },
      {
        onSuccess: ({ url }) => {
          if (url) window.location.assign(url);
          else setNotice(unavailable(provider));
        },
        onError: (error) => {
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
          setNotice(refused ? unavailable(provider) : errorMessage(error));
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <FormErrorList errors={[notice]} />
      <Button onClick={() => onMode('login')}>{t('accounts.overlay.withEmail')}</Button>
      <Button variant="default" loading={pending === 'facebook'} onClick={() => social('facebook')}>
        {t('accounts.overlay.withFacebook')}
      </Button>
      <Button variant="default" loading={pending === 'google'} onClick={() => social('google')}>
        {t('accounts.overlay.withGoogle')}
      </Button>
      <Divider my="xs" label={t('accounts.overlay.newToStopover')} labelPosition="center" />
      <Button variant="light" onClick={() => onMode('signup')}>
        {t('accounts.signUp')}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {t('accounts.overlay.joiningIsFree')}
      </Text>
    </Stack>
  );
}
