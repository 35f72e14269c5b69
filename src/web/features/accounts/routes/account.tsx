import type { ReactNode } from 'react';
import { Alert, Container, Divider, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { isAdmin } from '../../../../domain/roles';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useViewer } from '../../../lib/session';
import { useUserProfile } from '../api/get-user';
import { DetailsForm } from '../components/details-form';
import { EmailSection } from '../components/email-section';
import { ProfileImage } from '../components/profile-image';
import { notifyUpdated } from '../lib/notices';

function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="blue" title={title}>
      {children}
    </Alert>
  );
}

/** /account (spec section 2): My Details, Payment Details and Host Details. */
export default function AccountRoute() {
  usePageTitle('Account');
  const { viewer } = useViewer();
  const profile = useUserProfile(viewer?.userId);

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return <QueryError error={profile.error} onRetry={() => void profile.refetch()} title="Your account could not be loaded" />;
  }
  const user = profile.data;
  const card = user.paymentInformation.card;
  const bankName = user.accountInformation.bankAccount?.bankName;

  return (
    <Container size="md" py={48}>
      <Title order={1} mb="lg">
        Account
      </Title>
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="details">My Details</Tabs.Tab>
          <Tabs.Tab value="payment">Payment Details</Tabs.Tab>
          <Tabs.Tab value="host">Host Details</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="details">
          <Stack gap="xl">
            <Paper withBorder p="lg" radius="md">
              <Stack gap="md">
                <Title order={2} size="h3">
                  My Details
                </Title>
                <ProfileImage profile={user} />
                <Divider />
                <DetailsForm
                  profile={user}
                  // Names are required once the person is paid out as a host (spec section 5).
                  required={{ names: user.accountInformation.valid, phone: false }}
                  submitLabel="Update"
                  onSaved={() => notifyUpdated()}
                />
              </Stack>
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <EmailSection profile={user} isAdmin={isAdmin(viewer)} />
            </Paper>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="payment">
          <Stack gap="md">
            <Title order={2} size="h3">
              Payment Details
            </Title>
            {card ? (
              <Text>
                Your card ending in {card.last4}, expiring {String(card.expiryMonth).padStart(2, '0')}/
                {String(card.expiryYear).slice(-2)}, is on file.
              </Text>
            ) : (
              <Text>You have no card on file.</Text>
            )}
            <ComingSoon title="Coming soon">Adding and changing your credit card arrives with online booking.</ComingSoon>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="host">
          <Stack gap="md">
            <Title order={2} size="h3">
              Host Details
            </Title>
            <Text>
              {user.accountInformation.valid
                ? `Your payouts go to your bank account${bankName ? ` at ${bankName}` : ''}.`
                : 'You have no bank account for payouts yet.'}
            </Text>
            <ComingSoon title="Coming soon">Setting up and changing your bank account for payouts arrives with hosting.</ComingSoon>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
