import { Anchor, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { can } from '../../../../domain/roles';
import { NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';
import { useAdminLocation } from '../api/location-summary';
import { parseAdminLocationId } from '../components/location-id';

/** /admin/locations/{id}/host: who hosts the listing and how to reach them. */
export default function AdminLocationHostRoute() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const id = parseAdminLocationId(useParams().locationId);
  const location = useAdminLocation(id ?? 0, { enabled: id !== null });
  if (id === null) return <NotFound />;
  if (location.isPending) return <PageLoader />;
  if (location.isError) {
    return (
      <QueryError
        error={location.error}
        onRetry={() => void location.refetch()}
        title={t('adminLocationsUi.location.loadFailed')}
      />
    );
  }
  const { host } = location.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="location-host-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="location-host-title">
          {t('adminLocationsUi.host.title')}
        </Title>
        {!host ? (
          <Text>{t('adminLocationsUi.host.none')}</Text>
        ) : (
          <>
            <Table
              variant="vertical"
              withTableBorder
              aria-labelledby="location-host-title"
              data-testid="location-host"
            >
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row" w={140}>
                    {t('adminLocationsUi.host.name')}
                  </Table.Th>
                  <Table.Td>{[host.firstName, host.lastName].filter(Boolean).join(' ')}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t('adminLocationsUi.host.email')}</Table.Th>
                  <Table.Td>
                    <Anchor href={`mailto:${host.email}`}>{host.email}</Anchor>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t('adminLocationsUi.host.phone')}</Table.Th>
                  <Table.Td>
                    {host.phone ? (
                      <Anchor href={`tel:${host.phone.replace(/\s+/g, '')}`}>{host.phone}</Anchor>
                    ) : (
                      t('adminLocationsUi.host.noPhone')
                    )}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {/* The user pages are for those who manage users (not addpropertiesonly_administrator). */}
            {can(viewer, 'users:manage-any') && (
              <Button
                component={Link}
                to={paths.adminUser.href(host.id, 'details')}
                variant="default"
                w="fit-content"
              >
                {t('adminLocationsUi.host.userPage')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
