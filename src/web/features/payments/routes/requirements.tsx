import { Alert, Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { NoPayoutAccountNotice } from '../../../components/no-payout-account';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';
import { isMissingAccount } from '../../../lib/payments/payout-account';
import { useRequirements } from '../../../lib/payments/requirements';
import { describeRequirements } from '../lib/requirements';

/** /requirements (spec section 2): what the payment provider still needs before it pays the host. */
export default function RequirementsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('paymentUi.requirements.title'));
  const { viewer } = useViewer();
  const requirements = useRequirements(viewer?.userId ?? '', !!viewer);

  if (requirements.isPending) return <PageLoader />;
  if (isMissingAccount(requirements.error)) {
    // Nothing is due from someone the provider does not know yet: the first step is the account.
    return (
      <Container size="sm" py={48}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>{t('paymentUi.requirements.title')}</Title>
          <NoPayoutAccountNotice />
        </Stack>
      </Container>
    );
  }
  if (requirements.isError) {
    return (
      <QueryError
        error={requirements.error}
        onRetry={() => void requirements.refetch()}
        title={t('paymentUi.requirements.loadFailed')}
      />
    );
  }
  const { currentlyDue, link } = requirements.data;
  const items = describeRequirements(currentlyDue);

  return (
    <Container size="sm" py={48}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('paymentUi.requirements.title')}</Title>
        {items.length === 0 ? (
          <>
            <Text size="lg">{t('paymentUi.requirements.nothingDue')}</Text>
            <Button component={Link} to={paths.account.href('host')} variant="default">
              {t('paymentUi.hostDetailsLink')}
            </Button>
          </>
        ) : (
          <>
            <Text size="lg">{t('paymentUi.requirements.needs')}</Text>
            <List spacing="xs" data-testid="requirements-list">
              {items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
            {link ? (
              <Button component="a" href={link}>
                {t('paymentUi.requirements.update')}
              </Button>
            ) : (
              <Alert color="yellow">{t('paymentUi.requirements.noLink')}</Alert>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
