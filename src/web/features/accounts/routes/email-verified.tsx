import { useEffect } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../components/use-page-title';
import { openLoginOverlay } from '../../../lib/login-overlay-state';
import { paths } from '../../../lib/paths';
import { refreshSession, useViewer } from '../../../lib/session';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { queryKeys } from '../../../lib/queries/keys';

function LinkFailed({ expired }: { expired: boolean }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const resend = useSendVerificationEmail();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>
        {expired ? t('accounts.emailVerified.expired') : t('accounts.emailVerified.invalid')}
      </Title>
      <Text size="lg">
        {viewer ? t('accounts.emailVerified.newLink') : t('accounts.emailVerified.logInForLink')}
      </Text>
      {viewer ? (
        viewer.emailVerified ? (
          <Text role="status">{t('accounts.emailVerified.alreadyVerified', { email: viewer.email })}</Text>
        ) : (
          <Button loading={resend.isPending} onClick={() => resend.mutate(viewer.email)}>
            {t('accounts.resendVerification')}
          </Button>
        )
      ) : (
        <Button onClick={() => openLoginOverlay('landing', { stay: true })}>{t('accounts.logIn')}</Button>
      )}
    </Stack>
  );
}

/**
 * /email-verified: where the server sends the browser after checking an emailed verification link
 * (signing the person in), or with ?error=invalid_token / token_expired.
 */
export default function EmailVerifiedRoute() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.emailVerified.pageTitle'));
  const [params] = useSearchParams();
  const error = params.get('error');
  const queryClient = useQueryClient();

  // The server has just verified the address and may have signed the person in.
  useEffect(() => {
    void refreshSession(queryClient);
    void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
  }, [queryClient]);

  return (
    <Container size="sm" py={64}>
      {error ? (
        <LinkFailed expired={error.toLowerCase() === 'token_expired'} />
      ) : (
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t('accounts.emailVerified.title')}</Title>
          <Text size="lg" role="status">
            {t('accounts.emailVerified.thanks')}
          </Text>
          <Group>
            <Button component={Link} to={paths.home.href()}>
              {t('accounts.emailVerified.home')}
            </Button>
            <Button component={Link} to={paths.locations.href()} variant="default">
              {t('accounts.whereCanIStay')}
            </Button>
          </Group>
        </Stack>
      )}
    </Container>
  );
}
