import { useState } from 'react';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { FormErrorList } from '../../../../components/form/form';
import { ApiError, errorMessage } from '../../../../lib/api';
import type { LoginOverlayMode } from '../../../../lib/login-overlay';
import { useConfig } from '../../../../lib/queries/get-config';
import { paths } from '../../../../lib/paths';
import { SOCIAL_PROVIDER_LABELS, useSocialSignIn, type SocialProvider } from '../../api/social-sign-in';

const unavailable = (provider: SocialProvider) =>
  `${SOCIAL_PROVIDER_LABELS[provider]} sign-in is not available at the moment.`;

export function LoginLanding({
  notice: initialNotice,
  stay,
  onMode,
}: {
  notice: string | null;
  stay: boolean;
  onMode: (mode: LoginOverlayMode) => void;
}) {
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
      <Button onClick={() => onMode('login')}>Login with Email</Button>
      <Button variant="default" loading={pending === 'facebook'} onClick={() => social('facebook')}>
        Login with Facebook
      </Button>
      <Button variant="default" loading={pending === 'google'} onClick={() => social('google')}>
        Login with Google
      </Button>
      <Divider my="xs" label="New to Stopover?" labelPosition="center" />
      <Button variant="light" onClick={() => onMode('signup')}>
        Sign Up
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        Joining is free. You can browse every stay without an account.
      </Text>
    </Stack>
  );
}
