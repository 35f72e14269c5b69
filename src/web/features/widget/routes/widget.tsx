import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../lib/paths';
import { useStoreReferralCode } from '../../../lib/referral';

/** Placeholder until the widget issue; it already credits the referring partner. */
export default function WidgetRoute() {
  useStoreReferralCode();
  usePageTitle(null);
  return (
    <Container size="xs" py="xl" component="main">
      <Stack gap="sm">
        <Title order={1} size="h3">
          Find a stopover in New Zealand
        </Title>
        <Text>Stay overnight on farms, vineyards and private land with Stopover.</Text>
        <Anchor component={Link} to={paths.locations.href()} target="_top">
          Where can I stay?
        </Anchor>
      </Stack>
    </Container>
  );
}
