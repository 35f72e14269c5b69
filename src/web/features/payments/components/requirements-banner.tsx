import { Anchor, Box, Container, Text } from '@mantine/core';
import { Link, useMatch } from 'react-router';
import { paths } from '../../../lib/paths';
import { useUserProfile } from '../../../lib/queries/get-user';
import { useRequirements } from '../../../lib/payments/requirements';

/**
 * The layout's banner (spec section 2): shown when the host's payment requirements have a link, with
 * an 'update details' link to the provider's page. Loaded for signed-in people only, and it asks for
 * the requirements only when the person has a payout account.
 */
export default function RequirementsBanner({ userId }: { userId: string }) {
  const profile = useUserProfile(userId);
  const hasAccount = !!profile.data?.accountInformation.bankAccount;
  const requirements = useRequirements(userId, hasAccount);
  // These pages say the same in full, or have just changed the account.
  const onRequirementsPage = useMatch(paths.requirements.path) !== null;
  const onVerificationPage = useMatch(paths.accountVerificationSuccess.path) !== null;
  const link = requirements.data?.link;
  if (!hasAccount || !link || onRequirementsPage || onVerificationPage) return null;

  return (
    <Box
      component="aside"
      aria-label="Payout account"
      bg="yellow.1"
      py="xs"
      data-testid="requirements-banner"
    >
      <Container size="xl">
        <Text size="sm">
          Our payment provider needs a few more details before it can pay you. Please{' '}
          <Anchor href={link} fw={700} c="dark.9" underline="always">
            update details
          </Anchor>{' '}
          (
          <Anchor component={Link} to={paths.requirements.href()} c="dark.9" underline="always">
            see what is needed
          </Anchor>
          ).
        </Text>
      </Container>
    </Box>
  );
}
