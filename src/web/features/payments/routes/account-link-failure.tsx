import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NO_PAYOUT_ACCOUNT_TITLE, NoPayoutAccountPage } from '../../../components/no-payout-account';
import { usePageTitle } from '../../../components/use-page-title';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';
import { isMissingAccount } from '../../../lib/payments/payout-account';
import { createAccountLink, type AccountLinkType } from '../../../lib/payments/requirements';
import { updateReturnUrls, verificationReturnUrls } from '../../../lib/payments/account-links';

export const OOPS = 'Oops! It looks like something went wrong.';

/**
 * /account-verification-failure and /account-update-failure (spec section 2): the provider's page did
 * not complete. Try again is a fresh one-time link to the same page: a verification link after a
 * failed verification, an update link after a failed update.
 */
export default function AccountLinkFailureRoute({ type }: { type: AccountLinkType }) {
  const { viewer } = useViewer();
  const userId = viewer?.userId ?? '';
  const link = useQuery({
    queryKey: ['users', userId, 'account-link', type],
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
  usePageTitle(missing ? NO_PAYOUT_ACCOUNT_TITLE : 'Something went wrong');
  if (missing) return <NoPayoutAccountPage />;

  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{OOPS}</Title>
        <Text size="lg">
          {type === 'update'
            ? 'Your payout details were not updated. Please try again.'
            : 'Your details could not be verified. Please try again.'}
        </Text>
        {link.isError ? (
          <Alert color="red" title="A new link could not be made" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorMessage(link.error)}</Text>
              <Group gap="sm">
                <Button variant="default" onClick={() => void link.refetch()}>
                  Ask again
                </Button>
                <Button component={Link} to={paths.account.href('host')} variant="subtle">
                  Host Details
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : link.data ? (
          <Button component="a" href={link.data}>
            Try again
          </Button>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">Preparing a new link…</Text>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
