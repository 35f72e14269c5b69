import { useEffect } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/use-page-title';
import { openLoginOverlay, type LoginOverlayMode } from '../../../lib/login-overlay';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';

/**
 * /login and /signup: open the login overlay at once, over a page that can open it again. Someone
 * already signed in is told so rather than redirected (the overlay sends people on after signing in).
 */
export function AuthEntryPage({
  title,
  mode,
  notice = null,
}: {
  title: string;
  mode: LoginOverlayMode;
  notice?: string | null;
}) {
  usePageTitle(title);
  const { viewer, isPending } = useViewer();
  const signedOut = !isPending && !viewer;

  useEffect(() => {
    if (signedOut) openLoginOverlay(mode, { notice });
  }, [signedOut, mode, notice]);

  if (isPending) return <PageLoader />;
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{viewer ? 'You are logged in' : title}</Title>
        {viewer ? (
          <>
            <Text size="lg">You are logged in as {viewer.email}.</Text>
            <Group>
              <Button component={Link} to={paths.locations.href()}>
                Where can I stay?
              </Button>
              <Button component={Link} to={paths.account.href()} variant="default">
                Account
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="lg">Log in or sign up to book stays, see your trips and host on Stopover.</Text>
            <Group>
              <Button onClick={() => openLoginOverlay(mode, { notice })}>
                {mode === 'signup' ? 'Sign Up' : 'Log In'}
              </Button>
              <Button component={Link} to={paths.locations.href()} variant="default">
                Browse stays
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
