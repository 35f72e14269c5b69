import { useState } from 'react';
import { Anchor, Button, Container, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { todayInAuckland, formatDisplayDate } from '../../../../domain/dates';
import type { UserListItem } from '../../../../domain/schemas/users';
import { LoadMore } from '../../../components/load-more';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
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

function UserTable({ users, search }: { users: UserListItem[]; search: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover data-testid="users-table">
        <Table.Caption>{t('adminUsersUi.search.caption', { search })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminUsersUi.search.email')}</Table.Th>
            <Table.Th scope="col">{t('adminUsersUi.search.name')}</Table.Th>
            <Table.Th scope="col">{t('adminUsersUi.search.roles')}</Table.Th>
            <Table.Th scope="col">{t('adminUsersUi.search.host')}</Table.Th>
            <Table.Th scope="col">{t('adminUsersUi.search.joined')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
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
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SearchResults({ search }: { search: string }) {
  const { t } = useTranslation();
  const results = useUserSearch(search);
  if (results.isPending) return <PageLoader />;
  if (results.isError) {
    return (
      <QueryError
        error={results.error}
        onRetry={() => void results.refetch()}
        title={t('adminUsersUi.search.loadFailed')}
      />
    );
  }
  const users = results.data.pages.flatMap((page) => page.items);
  if (users.length === 0) return <Text c="dimmed">{t('adminUsersUi.search.none', { search })}</Text>;
  return (
    <Stack gap="sm">
      <UserTable users={users} search={search} />
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
