import { Anchor, Table, Text, Title, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useUserProperties } from '../api/user-properties';

/** A user's properties, every status, each opening its admin pages. */
export function UserProperties({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const properties = useUserProperties(userId);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('adminUsersUi.properties.title')}
      </Title>
      {properties.isPending ? (
        <Loading />
      ) : properties.isError ? (
        <QueryError
          error={properties.error}
          onRetry={() => void properties.refetch()}
          title={t('adminUsersUi.properties.loadFailed')}
        />
      ) : properties.data.items.length === 0 ? (
        <Text c="dimmed">{t('adminUsersUi.properties.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Caption>{t('adminUsersUi.properties.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminUsersUi.properties.name')}</Table.Th>
                <Table.Th scope="col">{t('adminUsersUi.properties.place')}</Table.Th>
                <Table.Th scope="col">{t('adminUsersUi.properties.sites')}</Table.Th>
                <Table.Th scope="col">{t('adminUsersUi.properties.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {properties.data.items.map((property) => (
                <Table.Tr key={property.id}>
                  <Table.Th scope="row" fw={400}>
                    <Anchor component={Link} to={paths.adminLocation.href(property.id)}>
                      {property.name}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{[property.city, property.region].filter(Boolean).join(', ')}</Table.Td>
                  <Table.Td>{property.siteCount}</Table.Td>
                  <Table.Td>
                    {property.status === 'active'
                      ? t('adminUsersUi.properties.active')
                      : t('adminUsersUi.properties.inactive')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
