import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { canCreateProperty } from '../../../../domain/roles';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';
import { useMyProperties } from '../api/get-my-properties';
import { PropertyCard } from '../components/property-card';

/** The empty list (spec section 2): a prompt and Create Property, to the form or first to Become a Host. */
function NoProperties() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  return (
    <Paper withBorder p="xl" radius="md" data-testid="no-properties">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3">
          {t('hosting.myProperties.emptyTitle')}
        </Title>
        <Text>{t('hosting.myProperties.emptyText')}</Text>
        <Button
          component={Link}
          to={canCreateProperty(viewer) ? paths.createProperty.href() : paths.becomeAHost.href()}
        >
          {t('hosting.myProperties.createProperty')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /hosting/locations, My Properties (spec sections 2 and 4): the host's properties, each with its On/Off switch. */
export default function MyPropertiesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('hosting.myProperties.title'));
  const { viewer } = useViewer();
  const properties = useMyProperties(viewer?.userId ?? '', { enabled: !!viewer });

  if (properties.isPending) return <PageLoader />;
  if (properties.isError) {
    return (
      <QueryError
        error={properties.error}
        onRetry={() => void properties.refetch()}
        title={t('hosting.myProperties.loadFailed')}
      />
    );
  }
  const { items } = properties.data;

  return (
    <Container size="xl" py={48}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('hosting.myProperties.title')}</Title>
          {items.length > 0 && <Text c="dimmed">{t('hosting.myProperties.intro')}</Text>}
        </Stack>
        {items.length === 0 ? (
          <NoProperties />
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, md: 3, lg: 4 }}
            spacing="lg"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('hosting.myProperties.list')}
          >
            {items.map((property) => (
              <PropertyCard key={property.id} property={property} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
