import { Stack, Table, Title } from '@mantine/core';
import type { AdminActionEntry } from '../../../../domain/schemas/audit';
import { LoadMore } from '../../../components/load-more';
import { QueryTable } from '../../../components/query-table';
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
    Object.entries(entry.details).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
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
  return (
    <Stack gap="xs" component="section" aria-labelledby="audit-trail-title">
      <Title order={3} size="h4" id="audit-trail-title">
        {t('admin.audit.title')}
      </Title>
      <QueryTable
        query={audit}
        items={audit.data?.pages.flatMap((page) => page.items) ?? []}
        loadFailed={t('admin.audit.loadFailed')}
        none={t('admin.audit.none')}
        minWidth={560}
        columns={[
          t('admin.audit.when'),
          t('admin.audit.who'),
          t('admin.audit.what'),
          t('admin.audit.reason'),
        ]}
        row={(entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>
              <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
            </Table.Td>
            <Table.Td>{entry.actor?.email ?? t('admin.audit.deletedAccount')}</Table.Td>
            <Table.Td>{describe(entry)}</Table.Td>
            <Table.Td>{entry.reason ?? ''}</Table.Td>
          </Table.Tr>
        )}
      />
      <LoadMore pages={audit} label={t('admin.audit.more')} align="flex-start" />
    </Stack>
  );
}
