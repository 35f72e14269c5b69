import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';

// What the payout pages show to someone with no payout account yet (the server answers them 404 with
// the code payouts.noAccount): say so, and link to Host Details, where the bank account is entered.

function SetUpButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={paths.account.href('host')}>
      {t('common.noPayoutAccount.setUp')}
    </Button>
  );
}

/** A notice inside a page that keeps its own heading (Transactions, Payment requirements). */
export function NoPayoutAccountNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" title={t('common.noPayoutAccount.title')} data-testid="no-payout-account">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('common.noPayoutAccount.text')}</Text>
        <SetUpButton />
      </Stack>
    </Alert>
  );
}

/** A whole page, for the pages the provider's links come back to (nothing else on them applies). */
export function NoPayoutAccountPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start" data-testid="no-payout-account">
        <Title order={1}>{t('common.noPayoutAccount.title')}</Title>
        <Text size="lg">{t('common.noPayoutAccount.text')}</Text>
        <SetUpButton />
      </Stack>
    </Container>
  );
}
