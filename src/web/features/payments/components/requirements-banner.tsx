import { Anchor, Box, Container, Text } from '@mantine/core';
import { Link, useMatch } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Trans } from '../../../components/trans';
import { paths } from '../../../lib/paths';
import { useUserProfile } from '../../../lib/queries/get-user';
import { useRequirements } from '../../../lib/payments/requirements';

/**
 * The layout's banner (spec section 2): shown when the host's payment requirements have a link, with
 * an 'update details' link to the provider's page. Loaded for signed-in people only, and it asks for
 * the requirements only when the person has a payout account.
 */
export default function RequirementsBanner({ userId }: { userId: string }) {
  const { t } = useTranslation();
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
      aria-label={t('paymentUi.banner.label')}
      bg="yellow.1"
      py="xs"
      data-testid="requirements-banner"
    >
      <Container size="xl">
        <Text size="sm">
          <Trans
            i18nKey="paymentUi.banner.text"
            components={{
              update: <Anchor href={link} fw={700} c="dark.9" underline="always" />,
              needed: (
                <Anchor component={Link} to={paths.requirements.href()} c="dark.9" underline="always" />
              ),
            }}
          />
        </Text>
      </Container>
    </Box>
  );
}
