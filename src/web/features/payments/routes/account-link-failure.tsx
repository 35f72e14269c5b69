import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { NoPayoutAccountPage } from '../../../components/no-payout-account';
import { usePageTitle } from '../../../components/use-page-title';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';
import { isMissingAccount } from '../../../lib/payments/payout-account';
import { createAccountLink, type AccountLinkType } from '../../../lib/payments/requirements';
import { updateReturnUrls, verificationReturnUrls } from '../../../lib/payments/account-links';
import { queryKeys } from '../../../lib/queries/keys';

/**
 * /account-verification-failure and /account-update-failure (spec section 2): the provider's page did
 * not complete. Try again is a fresh one-time link to the same page: a verification link after a
 * failed verification, an update link after a failed update.
 */
export default function AccountLinkFailureRoute({ type }: { type: AccountLinkType }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const userId = viewer?.userId ?? '';
  const link = useQuery({
    queryKey: queryKeys.users.accountLink(userId, type),
    queryFn: () =>
      createAccountLink(
        userId,
        type,
        type === 'update'
          ? updateReturnUrls(window.location.origin)
          : verificationReturnUrls(window.location.origin),
      ),
    enabled: !!userId,
    // Links work once and expire: a new one for every visit.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  // No payout account, so no provider page to go back to: offer to set one up instead.
  const missing = isMissingAccount(link.error);
  usePageTitle(missing ? t('common.noPayoutAccount.title') : t('paymentUi.linkFailure.pageTitle'));
  if (missing) return <NoPayoutAccountPage />;

  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('paymentUi.linkFailure.title')}</Title>
        <Text size="lg">
          {type === 'update' ? t('paymentUi.linkFailure.notUpdated') : t('paymentUi.linkFailure.notVerified')}
        </Text>
        {link.isError ? (
          <Alert color="red" title={t('paymentUi.linkFailure.noLink')} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorMessage(link.error)}</Text>
              <Group gap="sm">
                <Button variant="default" onClick={() => void link.refetch()}>
                  {t('paymentUi.linkFailure.askAgain')}
                </Button>
                <Button component={Link} to={paths.account.href('host')} variant="subtle">
                  {t('paymentUi.hostDetailsLink')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : link.data ? (
          <Button component="a" href={link.data}>
            {t('paymentUi.tryAgain')}
          </Button>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('paymentUi.linkFailure.preparing')}</Text>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
