import { useState } from 'react';
import { Button, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  MIN_READ_REASON_LENGTH,
  type ThreadDto,
  type ThreadSummary,
} from '../../../../domain/schemas/messages';
import { can } from '../../../../domain/roles';
import { QueryTable } from '../../../components/query-table';
import { ReasonDialog } from '../../../components/reason-dialog';
import { errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifyDanger } from '../../../lib/notify';
import { useViewer } from '../../../lib/session';
import { useMessageThreads, type MessagesSubject } from '../api/message-threads';
import { useReadMessageThread } from '../api/message-thread-read';

const dateTime = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The Messages section of a user's and a location's admin pages (issue 26): their conversations,
 * and reading one as written after giving a reason, which the audit trail keeps.
 */
export function MessageThreads({ about }: { about: MessagesSubject }) {
  const { viewer } = useViewer();
  if (!can(viewer, 'messages:read-any')) return null;
  return <MessageThreadsSection about={about} />;
}

function MessageThreadsSection({ about }: { about: MessagesSubject }) {
  const { t } = useTranslation();
  const threads = useMessageThreads(about);
  const read = useReadMessageThread();
  const [asking, setAsking] = useState<ThreadSummary | null>(null);
  const [open, setOpen] = useState<ThreadDto | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="message-threads-title">
      <Title order={3} size="h4" id="message-threads-title">
        {t('messagesUi.admin.title')}
      </Title>
      <QueryTable
        query={threads}
        items={threads.data?.items ?? []}
        loadFailed={t('messagesUi.admin.loadFailed')}
        none={t('messagesUi.admin.none')}
        minWidth={640}
        columns={[
          t('messagesUi.admin.location'),
          t('messagesUi.admin.guest'),
          t('messagesUi.admin.host'),
          t('messagesUi.admin.kind'),
          t('messagesUi.admin.last'),
          '',
        ]}
        row={(thread) => (
          <Table.Tr key={thread.id}>
            <Table.Td>{thread.location.name}</Table.Td>
            <Table.Td>{thread.guest.firstName ?? thread.guest.id}</Table.Td>
            <Table.Td>{thread.host.firstName ?? thread.host.id}</Table.Td>
            <Table.Td>
              {thread.kind === 'inquiry' ? t('messagesUi.list.inquiry') : t('messagesUi.list.stay')}
            </Table.Td>
            <Table.Td>
              <time dateTime={thread.lastMessageAt}>{dateTime.format(new Date(thread.lastMessageAt))}</time>
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="default" onClick={() => setAsking(thread)}>
                {t('messagesUi.admin.read')}
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <ReasonDialog
        opened={asking !== null}
        title={t('messagesUi.admin.readTitle')}
        label={t('messagesUi.admin.reasonLabel')}
        minLength={MIN_READ_REASON_LENGTH}
        pending={read.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          if (!asking) return;
          read.mutate(
            { id: asking.id, reason },
            {
              onSuccess: (thread) => {
                setAsking(null);
                setOpen(thread);
              },
              onError: (error) => notifyDanger({ title: errorMessage(error) }),
            },
          );
        }}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size="lg"
        title={open ? t('messagesUi.admin.conversation', { location: open.location.name }) : ''}
        closeButtonProps={{ 'aria-label': t('messagesUi.admin.close') }}
      >
        <Stack gap="xs">
          {open?.messages.map((m) => (
            <Paper key={m.id} withBorder p="xs">
              <Text size="xs" c="dimmed">
                {m.senderId === open.guest.id
                  ? `${t('messagesUi.admin.guest')} · ${open.guest.firstName ?? ''}`
                  : `${t('messagesUi.admin.host')} · ${open.host.firstName ?? ''}`}{' '}
                · <time dateTime={m.createdAt}>{dateTime.format(new Date(m.createdAt))}</time>
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Text>
            </Paper>
          ))}
        </Stack>
      </Modal>
    </Stack>
  );
}
