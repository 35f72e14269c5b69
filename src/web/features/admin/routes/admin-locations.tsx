import { useState, type FormEvent } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  LOCATION_STATUSES,
  LOCATION_TYPES,
  type LocationStatus,
  type LocationType,
} from '../../../../domain/constants';
import { LoadMore } from '../../../components/load-more';
import { QueryTable } from '../../../components/query-table';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAdminLocations, type LocationSearch } from '../api/location-search';
import { LocationStatusButton } from '../components/location-status-button';

const EMPTY_SEARCH: LocationSearch = { text: '', type: '', status: '' };

/** The search form (spec section 6: free text, type, ACTIVE/INACTIVE); the table follows on submit. */
function SearchForm({ onSearch }: { onSearch: (search: LocationSearch) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<LocationSearch>(EMPTY_SEARCH);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Paper withBorder radius="md" p="md">
      <form role="search" aria-label={t('adminLocationsUi.list.searchForm')} onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            name="freeFormQuery"
            label={t('adminLocationsUi.list.text')}
            description={t('adminLocationsUi.list.textHint')}
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.currentTarget.value })}
            autoComplete="off"
            style={{ flex: '1 1 16rem' }}
          />
          <NativeSelect
            name="type"
            label={t('adminLocationsUi.list.type')}
            value={draft.type}
            onChange={(event) => setDraft({ ...draft, type: event.currentTarget.value as LocationType | '' })}
            data={[
              { value: '', label: t('adminLocationsUi.list.anyType') },
              ...LOCATION_TYPES.map((type) => ({ value: type, label: t(`adminLocations.types.${type}`) })),
            ]}
          />
          <NativeSelect
            name="status"
            label={t('adminLocationsUi.list.status')}
            value={draft.status}
            onChange={(event) =>
              setDraft({ ...draft, status: event.currentTarget.value as LocationStatus | '' })
            }
            data={[
              { value: '', label: t('adminLocationsUi.list.anyStatus') },
              ...LOCATION_STATUSES.map((status) => ({
                value: status,
                label: t(`adminLocationsUi.list.${status}`),
              })),
            ]}
          />
          <Button type="submit">{t('adminLocationsUi.list.submit')}</Button>
        </Group>
      </form>
    </Paper>
  );
}

/** /admin/locations: inside RequirePermission('locations:manage-any') and the admin bar. */
export default function AdminLocationsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('adminLocationsUi.list.title'));
  const [search, setSearch] = useState<LocationSearch>(EMPTY_SEARCH);
  const locations = useAdminLocations(search);
  const rows = locations.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Container size="xl" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('adminLocationsUi.list.title')}</Title>
        <SearchForm onSearch={setSearch} />
        <QueryTable
          query={locations}
          items={rows}
          loadFailed={t('adminLocationsUi.list.loadFailed')}
          none={t('adminLocationsUi.list.none')}
          caption={t('adminLocationsUi.list.caption', { count: rows.length })}
          minWidth={820}
          page
          highlightOnHover
          testId="admin-locations-table"
          columns={[
            t('adminLocationsUi.list.name'),
            t('adminLocationsUi.list.type'),
            t('adminLocationsUi.list.town'),
            t('adminLocationsUi.list.host'),
            t('adminLocationsUi.list.sites'),
            t('adminLocationsUi.list.status'),
            t('adminLocationsUi.list.actions'),
          ]}
          row={(row) => (
            <Table.Tr key={row.id} data-testid="admin-location-row">
              <Table.Th scope="row" fw={400}>
                <Anchor component={Link} to={paths.adminLocation.href(row.id, 'details')}>
                  {row.name}
                </Anchor>
              </Table.Th>
              <Table.Td>{t(`adminLocations.types.${row.type}`)}</Table.Td>
              <Table.Td>{row.city ?? row.region ?? ''}</Table.Td>
              <Table.Td>{row.host?.email ?? t('adminLocationsUi.list.noHost')}</Table.Td>
              <Table.Td>{row.siteCount}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={row.status === 'active' ? 'stopover' : 'gray'} c="dark">
                  {t(
                    row.status === 'active'
                      ? 'adminLocationsUi.list.listed'
                      : 'adminLocationsUi.list.unlisted',
                  )}
                </Badge>
              </Table.Td>
              <Table.Td>
                <LocationStatusButton location={row} />
              </Table.Td>
            </Table.Tr>
          )}
        />
        <LoadMore pages={locations} label={t('adminLocationsUi.list.more')} />
      </Stack>
    </Container>
  );
}
