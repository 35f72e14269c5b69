import { useEffect, useState } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { NoPayoutAccountPage } from '../../../components/no-payout-account';
import { PageLoader } from '../../../components/page-loader';
import { SecondFactorOffer } from '../../../components/second-factor-offer';
import { usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../lib/paths';
import { refreshSession, useViewer } from '../../../lib/session';
import { getUserQueryOptions } from '../../../lib/queries/get-user';
import { isMissingAccount } from '../../../lib/payments/payout-account';
import { getRequirementsQueryOptions } from '../../../lib/payments/requirements';

/**
 * Where the provider's verification page comes back to on success (spec section 2). The account has
 * just changed at the provider: reading the requirements brings its validity up to date on the
 * server, then the session and profile are read again so the header shows My Hosting. Someone with
 * no payout account (who opened this address by hand) is offered to set one up instead.
 */
export default function AccountVerificationSuccessRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  const userId = viewer?.userId;
  const [account, setAccount] = useState<'checking' | 'present' | 'missing'>('checking');
  usePageTitle(account === 'missing' ? t('common.noPayoutAccount.title') : t('paymentUi.verified.title'));

  useEffect(() => {
    if (!userId) return;
    let active = true;
    void (async () => {
      let missing = false;
      try {
        await queryClient.fetchQuery({ ...getRequirementsQueryOptions(userId), staleTime: 0 });
      } catch (error) {
        missing = isMissingAccount(error);
        // Any other failure leaves the account as the provider's page said: ready.
        if (!missing) console.warn('Reading the payout requirements failed', error);
      }
      if (active) setAccount(missing ? 'missing' : 'present');
      if (missing) return;
      await Promise.all([
        refreshSession(queryClient).catch(() => null),
        queryClient.invalidateQueries({ queryKey: getUserQueryOptions(userId).queryKey }),
      ]);
    })();
    return () => {
      active = false;
    };
  }, [queryClient, userId]);

  if (account === 'checking') return <PageLoader />;
  if (account === 'missing') return <NoPayoutAccountPage />;
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('paymentUi.verified.title')}</Title>
        <Text size="lg">{t('paymentUi.verified.text')}</Text>
        {userId && <SecondFactorOffer userId={userId} />}
        <Button component={Link} to={paths.hostingLocations.href()}>
          {t('paymentUi.verified.myProperties')}
        </Button>
      </Stack>
    </Container>
  );
}
