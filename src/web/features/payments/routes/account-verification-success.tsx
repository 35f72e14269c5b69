import { useEffect } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../lib/paths';
import { refreshSession, useViewer } from '../../../lib/session';
import { getUserQueryOptions } from '../../accounts/api/get-user';
import { getRequirementsQueryOptions } from '../api/requirements';

/**
 * Where the provider's verification page comes back to on success (spec section 2). The account has
 * just changed at the provider: reading the requirements brings its validity up to date on the
 * server, then the session and profile are read again so the header shows My Hosting.
 */
export default function AccountVerificationSuccessRoute() {
  usePageTitle("You're ready to go!");
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  const userId = viewer?.userId;

  useEffect(() => {
    if (!userId) return;
    void (async () => {
      try {
        await queryClient.fetchQuery({ ...getRequirementsQueryOptions(userId), staleTime: 0 });
      } catch (error) {
        console.warn('Reading the payout requirements failed', error);
      }
      await Promise.all([
        refreshSession(queryClient).catch(() => null),
        queryClient.invalidateQueries({ queryKey: getUserQueryOptions(userId).queryKey }),
      ]);
    })();
  }, [queryClient, userId]);

  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>You&apos;re ready to go!</Title>
        <Text size="lg">
          Your payout account is set up. Guests can book your sites, and what they pay goes to your bank
          account.
        </Text>
        <Button component={Link} to={paths.hostingLocations.href()}>
          My Properties
        </Button>
      </Stack>
    </Container>
  );
}
