import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

// What the payout pages show to someone with no payout account yet (the server answers them 404 with
// the code NO_PAYOUT_ACCOUNT): say so, and link to Host Details, where the bank account is entered.

export const NO_PAYOUT_ACCOUNT_TITLE = 'You have no payout account yet';
export const NO_PAYOUT_ACCOUNT_TEXT =
  'Add the bank account your payouts go to in Host Details. Our payment provider then checks your details, and guests’ payments for your sites are paid into it.';
export const SET_UP_PAYOUT_ACCOUNT = 'Set up a payout account';

function SetUpButton() {
  return (
    <Button component={Link} to={paths.account.href('host')}>
      {SET_UP_PAYOUT_ACCOUNT}
    </Button>
  );
}

/** A notice inside a page that keeps its own heading (Transactions, Payment requirements). */
export function NoPayoutAccountNotice() {
  return (
    <Alert color="blue" title={NO_PAYOUT_ACCOUNT_TITLE} data-testid="no-payout-account">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{NO_PAYOUT_ACCOUNT_TEXT}</Text>
        <SetUpButton />
      </Stack>
    </Alert>
  );
}

/** A whole page, for the pages the provider's links come back to (nothing else on them applies). */
export function NoPayoutAccountPage() {
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start" data-testid="no-payout-account">
        <Title order={1}>{NO_PAYOUT_ACCOUNT_TITLE}</Title>
        <Text size="lg">{NO_PAYOUT_ACCOUNT_TEXT}</Text>
        <SetUpButton />
      </Stack>
    </Container>
  );
}
