import { Alert, Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
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
  usePageTitle('Payment requirements');
  const { viewer } = useViewer();
  const requirements = useRequirements(viewer?.userId ?? '', !!viewer);

  if (requirements.isPending) return <PageLoader />;
  if (isMissingAccount(requirements.error)) {
    // Nothing is due from someone the provider does not know yet: the first step is the account.
    return (
      <Container size="sm" py={48}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>Payment requirements</Title>
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
        title="Your payment requirements could not be loaded"
      />
    );
  }
  const { currentlyDue, link } = requirements.data;
  const items = describeRequirements(currentlyDue);

  return (
    <Container size="sm" py={48}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>Payment requirements</Title>
        {items.length === 0 ? (
          <>
            <Text size="lg">Our payment provider has everything it needs from you right now.</Text>
            <Button component={Link} to={paths.account.href('host')} variant="default">
              Host Details
            </Button>
          </>
        ) : (
          <>
            <Text size="lg">Before it can pay you, our payment provider needs:</Text>
            <List spacing="xs" data-testid="requirements-list">
              {items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
            {link ? (
              <Button component="a" href={link}>
                Update details
              </Button>
            ) : (
              <Alert color="yellow">
                The link to give these details could not be made. Please reload this page.
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
