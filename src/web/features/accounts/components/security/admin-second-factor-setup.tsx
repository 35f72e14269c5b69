import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { usePageTitle } from '../../../../components/use-page-title';
import { useViewer } from '../../../../lib/session';
import { AuthenticatorSection } from './authenticator-section';
import { PasskeysSection } from './passkeys-section';

/**
 * What an administrator without a second factor sees instead of the admin area (decision 056): why,
 * how, and the two ways to add one, right here; the area opens once one is added.
 */
export default function AdminSecondFactorSetup() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  usePageTitle(t('securityUi.adminSetupTitle'));
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('securityUi.adminSetupTitle')}</Title>
        <Text role="alert">{t('securityUi.adminSetupIntro')}</Text>
        <Text>{t('securityUi.adminSetupSteps')}</Text>
        <AuthenticatorSection enabled={false} />
        <PasskeysSection />
        {viewer?.secondFactor && (
          <Button component={Link} to={paths.admin.href()} w="fit-content">
            {t('securityUi.openAdmin')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
