import { Anchor, Table, Title, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { QueryTable } from '../../../components/query-table';
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
      <QueryTable
        query={properties}
        items={properties.data?.items ?? []}
        loadFailed={t('adminUsersUi.properties.loadFailed')}
        none={t('adminUsersUi.properties.none')}
        caption={t('adminUsersUi.properties.caption')}
        minWidth={480}
        columns={[
          t('adminUsersUi.properties.name'),
          t('adminUsersUi.properties.place'),
          t('adminUsersUi.properties.sites'),
          t('adminUsersUi.properties.status'),
        ]}
        row={(property) => (
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
        )}
      />
    </Stack>
  );
}
