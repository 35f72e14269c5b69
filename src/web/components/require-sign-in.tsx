import { lazy, Suspense, useEffect } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { can, type Permission } from '../../domain/roles';
import { openLoginOverlay, useStayAfterSignIn } from '../lib/login-overlay-state';
import { useViewer } from '../lib/session';
import { PageLoader } from './page-loader';
import { usePageTitle } from './use-page-title';

/** Administrators without a second factor are walked through adding one (decision 056). */
const AdminSecondFactorSetup = lazy(
  () => import('../features/accounts/components/security/admin-second-factor-setup'),
);

function PleaseLogIn() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.signInRequired.pageTitle'));
  useStayAfterSignIn();
  // Opens at once on arrival (spec section 2); closing it leaves this page with a way back in.
  useEffect(() => openLoginOverlay('landing', { stay: true }), []);
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('access.signInRequired')}</Title>
        <Text size="lg">{t('accounts.signInRequired.text')}</Text>
        <Button onClick={() => openLoginOverlay('landing', { stay: true })}>{t('accounts.logIn')}</Button>
      </Stack>
    </Container>
  );
}

/**
 * A layout route for signed-in pages: visitors get the login overlay over a short explanation, and
 * the page itself once they have signed in (they stay on it).
 */
export function RequireSignIn() {
  const { viewer, isPending } = useViewer();
  if (isPending) return <PageLoader />;
  if (!viewer) return <PleaseLogIn />;
  return <Outlet />;
}

function NotAnAdmin() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.notAnAdmin.title'));
  return (
    <Container size="sm" py={80}>
      <Title order={1}>{t('accounts.notAnAdmin.title')}</Title>
      <Text size="lg" mt="md" role="alert">
        {t('access.notAnAdmin')}
      </Text>
    </Container>
  );
}

/**
 * A layout route for pages that need a permission of `src/domain/roles.ts`, the table the server's
 * guard reads (decision 014): visitors are asked to log in, and a signed-in person without the
 * permission is told so. Today only the admin area uses it, hence the admin wording.
 */
export function RequirePermission({ permission }: { permission: Permission }) {
  const { viewer, isPending } = useViewer();
  if (isPending) return <PageLoader />;
  if (!viewer) return <PleaseLogIn />;
  if (!can(viewer, permission)) return <NotAnAdmin />;
  // The server refuses the admin routes until then (auth.secondFactorRequired); every stored role
  // is an administrator's.
  if (!viewer.secondFactor && viewer.roles.length > 0) {
    return (
      <Suspense fallback={<PageLoader />}>
        <AdminSecondFactorSetup />
      </Suspense>
    );
  }
  return <Outlet />;
}
