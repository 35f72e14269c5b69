import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Columns } from '../../../components/columns';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';
import { isHost } from '../../../../domain/roles';
import { useThread } from '../api/get-thread';
import { useThreads } from '../api/get-threads';
import { ThreadList } from '../components/thread-list';
import { ThreadView } from '../components/thread-view';
import { useMessagesStream } from '../lib/use-messages-stream';

/**
 * /messages and /messages/{id} (every conversation of the viewer's), /hosting/messages and
 * /hosting/messages/{id} (those with their guests): the list beside the open conversation, both kept
 * fresh by the server's event stream without a reload.
 */
export default function MessagesPage({ hosting = false }: { hosting?: boolean }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const params = useParams();
  const threadId = params.threadId && /^\d+$/.test(params.threadId) ? Number(params.threadId) : null;
  usePageTitle(hosting ? t('messagesUi.list.hostTitle') : t('messagesUi.list.title'));
  useMessagesStream();
  const threads = useThreads(hosting ? 'host' : undefined);
  const thread = useThread(threadId);
  const hrefOf = hosting ? paths.hostingMessageThread.href : paths.messageThread.href;

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1}>{hosting ? t('messagesUi.list.hostTitle') : t('messagesUi.list.title')}</Title>
        {!hosting && isHost(viewer) && (
          <Anchor component={Link} to={paths.hostingMessages.href()}>
            {t('messagesUi.list.hostingLink')}
          </Anchor>
        )}
        <Columns cols={{ base: 1, md: [4, 8] }} spacing="lg">
          <div>
            <nav aria-label={hosting ? t('messagesUi.list.hostTitle') : t('messagesUi.list.title')}>
              {threads.isPending ? (
                <Loading label={t('messagesUi.list.loading')} />
              ) : threads.isError ? (
                <QueryError error={threads.error} onRetry={() => void threads.refetch()} />
              ) : threads.data.items.length === 0 ? (
                <Text c="dimmed">
                  {hosting ? t('messagesUi.list.hostEmpty') : t('messagesUi.list.empty')}
                </Text>
              ) : (
                <ThreadList threads={threads.data.items} hrefOf={hrefOf} currentId={threadId} />
              )}
            </nav>
          </div>
          <div>
            {threadId !== null && (
              <Paper withBorder p="md" component="section" aria-label={t('messagesUi.thread.messagesLabel')}>
                {thread.isPending ? (
                  <Loading label={t('messagesUi.thread.loading')} />
                ) : thread.isError ? (
                  <QueryError error={thread.error} onRetry={() => void thread.refetch()} />
                ) : (
                  <ThreadView thread={thread.data} />
                )}
              </Paper>
            )}
          </div>
        </Columns>
      </Stack>
    </Container>
  );
}
