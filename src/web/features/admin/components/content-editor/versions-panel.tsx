import { useState } from 'react';
import { Badge, Button, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { QueryTable } from '../../../../components/query-table';
import { errorMessage } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../../lib/notify';
import type { DocRef } from '../../api/content-document';
import { useRestoreContentVersion } from '../../api/content-restore';
import { useContentVersions } from '../../api/content-versions';

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
      <QueryTable
        query={versions}
        items={versions.data?.items ?? []}
        loadFailed={t('contentEditor.versions.loadFailed')}
        none={t('contentEditor.versions.none')}
        minWidth={480}
        columns={[
          t('contentEditor.versions.number'),
          t('contentEditor.versions.status'),
          t('contentEditor.versions.when'),
          t('contentEditor.versions.who'),
          <VisuallyHidden>{t('contentEditor.versions.restore')}</VisuallyHidden>,
        ]}
        row={(version) => (
          <Table.Tr key={version.id}>
            <Table.Td>{version.id}</Table.Td>
            <Table.Td>
              <Badge color={version.status === 'published' ? 'stopover' : 'gray'} variant="light" c="dark">
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
        )}
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={t('contentEditor.versions.restoreTitle', { id: confirming ?? '' })}
        closeLabel={t('contentEditor.blocks.cancel')}
        cancelLabel={t('contentEditor.blocks.cancel')}
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
