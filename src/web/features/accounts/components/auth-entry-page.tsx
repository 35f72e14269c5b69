import { useEffect } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/use-page-title';
import { openLoginOverlay, type LoginOverlayMode } from '../../../lib/login-overlay-state';
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
  const { t } = useTranslation();
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
        <Title order={1}>{viewer ? t('accounts.entry.loggedInTitle') : title}</Title>
        {viewer ? (
          <>
            <Text size="lg">{t('accounts.entry.loggedInAs', { email: viewer.email })}</Text>
            <Group>
              <Button component={Link} to={paths.locations.href()}>
                {t('accounts.whereCanIStay')}
              </Button>
              <Button component={Link} to={paths.account.href()} variant="default">
                {t('accounts.entry.account')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="lg">{t('accounts.entry.intro')}</Text>
            <Group>
              <Button onClick={() => openLoginOverlay(mode, { notice })}>
                {mode === 'signup' ? t('accounts.signUp') : t('accounts.logIn')}
              </Button>
              <Button component={Link} to={paths.locations.href()} variant="default">
                {t('accounts.entry.browse')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
