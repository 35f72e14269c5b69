import { Stack, Table, Text, Title } from '@mantine/core';
import type { AdminActionEntry } from '../../../../domain/schemas/audit';
import { LoadMore } from '../../../components/load-more';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { translate, useTranslation } from '../../../lib/i18n';
import { useAudit, type AuditSubject } from '../api/get-audit';

const dateTime = new Intl.DateTimeFormat('en-NZ', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Pacific/Auckland',
});

/** What an entry says was done, in the reader's language (`audit.actions.<action>` with its details). */
function describe(entry: AdminActionEntry): string {
  const params = Object.fromEntries(
    Object.entries(entry.details).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
  return translate(`audit.actions.${entry.action}`, params);
}

/**
 * The audit trail of a user or a location (decision 022): who did what, when and why, newest first.
 * Shown at the foot of their admin pages.
 */
export function AuditTrail({ about }: { about: AuditSubject }) {
  const { t } = useTranslation();
  const audit = useAudit(about);
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="audit-trail-title">
      <Title order={3} size="h4" id="audit-trail-title">
        {t('admin.audit.title')}
      </Title>
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <QueryError error={audit.error} onRetry={() => void audit.refetch()} title={t('admin.audit.loadFailed')} />
      ) : entries.length === 0 ? (
        <Text c="dimmed">{t('admin.audit.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.audit.when')}</Table.Th>
                <Table.Th scope="col">{t('admin.audit.who')}</Table.Th>
                <Table.Th scope="col">{t('admin.audit.what')}</Table.Th>
                <Table.Th scope="col">{t('admin.audit.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
                  </Table.Td>
                  <Table.Td>{entry.actor?.email ?? t('admin.audit.deletedAccount')}</Table.Td>
                  <Table.Td>{describe(entry)}</Table.Td>
                  <Table.Td>{entry.reason ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <LoadMore pages={audit} label={t('admin.audit.more')} align="flex-start" />
    </Stack>
  );
}
