import { useEffect } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { openLoginOverlay } from '../../../lib/login-overlay';
import { paths } from '../../../lib/paths';
import { refreshSession, useViewer } from '../../../lib/session';
import { useSendVerificationEmail } from '../api/send-verification-email';

function LinkFailed({ expired }: { expired: boolean }) {
  const { viewer } = useViewer();
  const resend = useSendVerificationEmail();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>
        {expired ? 'This verification link has expired' : 'This verification link is invalid'}
      </Title>
      <Text size="lg">
        {viewer
          ? 'We can send you a new link. Please use the latest email we send.'
          : 'Log in and we can send you a new link from your account page.'}
      </Text>
      {viewer ? (
        viewer.emailVerified ? (
          <Text role="status">Good news: your email address {viewer.email} is already verified.</Text>
        ) : (
          <Button loading={resend.isPending} onClick={() => resend.mutate(viewer.email)}>
            Resend verification email
          </Button>
        )
      ) : (
        <Button onClick={() => openLoginOverlay('landing', { stay: true })}>Log In</Button>
      )}
    </Stack>
  );
}

/**
 * /email-verified: where the server sends the browser after checking an emailed verification link
 * (signing the person in), or with ?error=invalid_token / token_expired.
 */
export default function EmailVerifiedRoute() {
  usePageTitle('Email verification');
  const [params] = useSearchParams();
  const error = params.get('error');
  const queryClient = useQueryClient();

  // The server has just verified the address and may have signed the person in.
  useEffect(() => {
    void refreshSession(queryClient);
    void queryClient.invalidateQueries({ queryKey: ['users'] });
  }, [queryClient]);

  return (
    <Container size="sm" py={64}>
      {error ? (
        <LinkFailed expired={error.toLowerCase() === 'token_expired'} />
      ) : (
        <Stack gap="md" align="flex-start">
          <Title order={1}>Your email address is verified</Title>
          <Text size="lg" role="status">
            Thank you for confirming your email address. Enjoy your stays!
          </Text>
          <Group>
            <Button component={Link} to={paths.home.href()}>
              Go to the home page
            </Button>
            <Button component={Link} to={paths.locations.href()} variant="default">
              Where can I stay?
            </Button>
          </Group>
        </Stack>
      )}
    </Container>
  );
}
