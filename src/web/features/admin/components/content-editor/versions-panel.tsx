import { useState } from 'react';
import { Badge, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Loading } from '../../../../components/page-loader';
import { QueryError } from '../../../../components/query-error';
import { errorMessage } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../../lib/notify';
import type { DocRef } from '../../api/content-document';
import { useRestoreContentVersion } from '../../api/content-restore';
import { useContentVersions } from '../../api/content-versions';
import { ConfirmDialog } from './confirm-dialog';

const dateTime = new Intl.DateTimeFormat('en-NZ', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Pacific/Auckland',
});
export const formatSavedAt = (iso: string) => dateTime.format(new Date(iso));

/** Every version of the document, newest first; Restore publishes a copy of one after a confirm. */
export function VersionsPanel({ doc, onRestored }: { doc: DocRef; onRestored: () => void }) {
  const { t } = useTranslation();
  const versions = useContentVersions(doc);
  const restore = useRestoreContentVersion();
  const [confirming, setConfirming] = useState<number | null>(null);
  const items = versions.data?.items ?? [];
  const confirm = async () => {
    if (confirming === null) return;
    try {
      await restore.mutateAsync({ doc, id: confirming });
      notifySuccess({ title: t('contentEditor.versions.restored', { id: confirming }) });
      setConfirming(null);
      onRestored();
    } catch (error) {
      notifyDanger({ title: t('contentEditor.versions.restoreFailed'), message: errorMessage(error) });
      setConfirming(null);
    }
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="versions-title">
      <Title order={2} size="h3" id="versions-title">
        {t('contentEditor.versions.title')}
      </Title>
      {versions.isPending ? (
        <Loading />
      ) : versions.isError ? (
        <QueryError
          error={versions.error}
          onRetry={() => void versions.refetch()}
          title={t('contentEditor.versions.loadFailed')}
        />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('contentEditor.versions.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('contentEditor.versions.number')}</Table.Th>
                <Table.Th scope="col">{t('contentEditor.versions.status')}</Table.Th>
                <Table.Th scope="col">{t('contentEditor.versions.when')}</Table.Th>
                <Table.Th scope="col">{t('contentEditor.versions.who')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('contentEditor.versions.restore')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((version) => (
                <Table.Tr key={version.id}>
                  <Table.Td>{version.id}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={version.status === 'published' ? 'stopover' : 'gray'}
                      variant="light"
                      c="dark"
                    >
                      {t(`contentEditor.versions.${version.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <time dateTime={version.createdAt}>{formatSavedAt(version.createdAt)}</time>
                  </Table.Td>
                  <Table.Td>{version.createdBy ?? t('contentEditor.versions.deletedAccount')}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('contentEditor.versions.restoreLabel', { id: version.id })}
                      onClick={() => setConfirming(version.id)}
                    >
                      {t('contentEditor.versions.restore')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('contentEditor.versions.restoreTitle', { id: confirming ?? '' })}
        confirmLabel={t('contentEditor.versions.restoreConfirm')}
        pending={restore.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      >
        {t('contentEditor.versions.restoreText')}
      </ConfirmDialog>
    </Stack>
  );
}
