import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../lib/paths';
import { useStoreReferralCode } from '../../../lib/referral';

/** Placeholder until the widget issue; it already credits the referring partner. */
export default function WidgetRoute() {
  const { t } = useTranslation();
  useStoreReferralCode();
  usePageTitle(null);
  return (
    <Container size="xs" py="xl" component="main">
      <Stack gap="sm">
        <Title order={1} size="h3">
          {t('content.widget.title')}
        </Title>
        <Text>{t('content.widget.text')}</Text>
        <Anchor component={Link} to={paths.locations.href()} target="_top">
          {t('layout.nav.whereCanIStay')}
        </Anchor>
      </Stack>
    </Container>
  );
}
