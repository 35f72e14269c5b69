import { useState } from 'react';
import { Anchor, Button, Container, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { todayInAuckland, formatDisplayDate } from '../../../../domain/dates';
import type { UserListItem } from '../../../../domain/schemas/users';
import { LoadMore } from '../../../components/load-more';
import { QueryTable } from '../../../components/query-table';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useUserSearch } from '../api/user-search';

/** The search box: the text goes into the URL (?search=); empty text does nothing (spec section 5). */
function UserSearchForm({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      aria-label={t('adminUsersUi.search.form')}
      onSubmit={(event) => {
        event.preventDefault();
        const search = text.trim();
        if (search) onSearch(search);
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('adminUsersUi.search.label')}
          description={t('adminUsersUi.search.hint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          type="search"
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1, minWidth: 240 }}
        />
        <Button type="submit">{t('adminUsersUi.search.submit')}</Button>
      </Group>
    </form>
  );
}

function UserName({ user }: { user: UserListItem }) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

function SearchResults({ search }: { search: string }) {
  const { t } = useTranslation();
  const results = useUserSearch(search);
  return (
    <Stack gap="sm">
      <QueryTable
        query={results}
        items={results.data?.pages.flatMap((page) => page.items) ?? []}
        loadFailed={t('adminUsersUi.search.loadFailed')}
        none={t('adminUsersUi.search.none', { search })}
        caption={t('adminUsersUi.search.caption', { search })}
        minWidth={640}
        page
        highlightOnHover
        testId="users-table"
        columns={[
          t('adminUsersUi.search.email'),
          t('adminUsersUi.search.name'),
          t('adminUsersUi.search.roles'),
          t('adminUsersUi.search.host'),
          t('adminUsersUi.search.joined'),
        ]}
        row={(user) => (
          <Table.Tr key={user.id}>
            <Table.Th scope="row" fw={400}>
              <Anchor component={Link} to={paths.adminUser.href(user.id)}>
                {user.email}
              </Anchor>
            </Table.Th>
            <Table.Td>
              <UserName user={user} />
            </Table.Td>
            <Table.Td>{user.roles.map((role) => t(`adminUsersUi.roles.${role}`)).join(', ')}</Table.Td>
            <Table.Td>
              {user.accountInformation.valid ? t('adminUsersUi.search.yes') : t('adminUsersUi.search.no')}
            </Table.Td>
            <Table.Td>{formatDisplayDate(todayInAuckland(new Date(user.createdAt)))}</Table.Td>
          </Table.Tr>
        )}
      />
      <LoadMore pages={results} label={t('adminUsersUi.search.more')} />
    </Stack>
  );
}

/** /admin/users: inside RequirePermission('users:manage-any') and the admin bar (src/web/app/router.tsx). */
export default function AdminUsersRoute() {
  const { t } = useTranslation();
  usePageTitle(t('adminUsersUi.search.title'));
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  return (
    <Container size="lg" py={48}>
      <Stack gap="lg">
        <Title order={1}>{t('adminUsersUi.search.title')}</Title>
        <UserSearchForm initial={search} onSearch={(text) => setParams({ search: text })} />
        {search ? (
          <SearchResults search={search} />
        ) : (
          <Text c="dimmed">{t('adminUsersUi.search.prompt')}</Text>
        )}
      </Stack>
    </Container>
  );
}
