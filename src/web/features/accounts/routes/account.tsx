import type { ReactNode } from 'react';
import { Container, Divider, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { isAdmin } from '../../../../domain/roles';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useViewer } from '../../../lib/session';
import { useUserProfile } from '../../../lib/queries/get-user';
import { DetailsForm } from '../components/details-form';
import { EmailSection } from '../components/email-section';
import { AffiliateSummary } from '../components/affiliate-summary';
import { ProfileImage } from '../components/profile-image';
import { HostDetails } from '../../../components/payments/host-details';
import { PaymentDetails } from '../../../components/payments/payment-details';
import { notifyUpdated } from '../lib/notices';
import { VehiclesSection } from '../components/vehicles-section';
import { PrivacySection } from '../components/privacy-section';
import { SessionsSection } from '../components/security/sessions-section';
import { PasswordSection } from '../components/security/password-section';
import { SecurityTab } from '../components/security/security-tab';

const TABS = ['details', 'payment', 'host', 'vehicles', 'security', 'privacy'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

function TabSection({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed">{intro}</Text>
      {children}
    </Stack>
  );
}

/**
 * /account (spec section 2): My Details, Payment Details and Host Details; Vehicles (issue 27); Sign-in
 * and security, and Privacy (issue 31).
 */
export default function AccountRoute() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.account.title'));
  const { viewer } = useViewer();
  const profile = useUserProfile(viewer?.userId);
  // The tab is in the address (?tab=payment, ?tab=host), so links and Back reach it.
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'details';

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <QueryError
        error={profile.error}
        onRetry={() => void profile.refetch()}
        title={t('accounts.account.loadFailed')}
      />
    );
  }
  const user = profile.data;

  return (
    <Container size="md" py={48}>
      <Title order={1} mb="lg">
        {t('accounts.account.title')}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'details' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="details">{t('accounts.account.myDetails')}</Tabs.Tab>
          <Tabs.Tab value="payment">{t('accounts.account.paymentDetails')}</Tabs.Tab>
          <Tabs.Tab value="host">{t('accounts.account.hostDetails')}</Tabs.Tab>
          <Tabs.Tab value="vehicles">{t('vehiclesUi.tab')}</Tabs.Tab>
          <Tabs.Tab value="security">{t('securityUi.tab')}</Tabs.Tab>
          <Tabs.Tab value="privacy">{t('privacyDataUi.tab')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="details">
          <Stack gap="xl">
            <Paper withBorder p="lg" radius="md">
              <Stack gap="md">
                <Title order={2} size="h3">
                  {t('accounts.account.myDetails')}
                </Title>
                <ProfileImage profile={user} />
                <Divider />
                <DetailsForm
                  profile={user}
                  // Names are required once the person is paid out as a host (spec section 5).
                  required={{ names: user.accountInformation.valid, phone: false }}
                  submitLabel={t('accounts.account.update')}
                  onSaved={() => notifyUpdated()}
                />
              </Stack>
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <EmailSection profile={user} isAdmin={isAdmin(viewer)} />
            </Paper>
            {user.isReferrer && <AffiliateSummary userId={user.id} />}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="payment">
          <TabSection title={t('accounts.account.paymentDetails')} intro={t('accounts.account.paymentIntro')}>
            <PaymentDetails profile={user} />
          </TabSection>
        </Tabs.Panel>

        <Tabs.Panel value="host">
          <TabSection title={t('accounts.account.hostDetails')} intro={t('accounts.account.hostIntro')}>
            <HostDetails profile={user} />
          </TabSection>
        </Tabs.Panel>

        <Tabs.Panel value="vehicles">
          <TabSection title={t('vehiclesUi.title')} intro={t('vehiclesUi.intro')}>
            <VehiclesSection userId={user.id} />
          </TabSection>
        </Tabs.Panel>

        {/* Sign-in and security (issue 31): a stack of sections, each in its own file. */}
        <Tabs.Panel value="security">
          <TabSection title={t('securityUi.title')} intro={t('securityUi.intro')}>
            <Stack gap="xl">
              <SecurityTab userId={user.id} />
              {user.hasPassword && (
                <Paper withBorder p="lg" radius="md">
                  <PasswordSection userId={user.id} />
                </Paper>
              )}
              <Paper withBorder p="lg" radius="md">
                <SessionsSection userId={user.id} />
              </Paper>
            </Stack>
          </TabSection>
        </Tabs.Panel>
        <Tabs.Panel value="privacy">
          <PrivacySection profile={user} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
