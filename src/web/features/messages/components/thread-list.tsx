import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { ThreadSummary } from '../../../../domain/schemas/messages';
import { useTranslation } from '../../../lib/i18n';
import classes from './messages.module.css';

/** The conversations, most recent first, each a link with its place, the other person and unread count. */
export function ThreadList({
  threads,
  hrefOf,
  currentId,
}: {
  threads: ThreadSummary[];
  hrefOf: (id: number) => string;
  currentId: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="ul" className={classes.list}>
      {threads.map((thread) => {
        const other = thread.role === 'host' ? thread.guest : thread.host;
        const name = other.firstName ?? t('messagesUi.list.someone');
        return (
          <li key={thread.id}>
            <UnstyledButton
              component={Link}
              to={hrefOf(thread.id)}
              className={classes.item}
              aria-current={thread.id === currentId ? 'page' : undefined}
              data-testid="thread-link"
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={thread.unread > 0 ? 700 : 500} truncate>
                  {thread.location.name}
                </Text>
                {thread.unread > 0 && (
                  <Badge size="sm" color="red.9">
                    {t('messagesUi.list.unread', { count: thread.unread })}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {thread.role === 'host'
                  ? t('messagesUi.list.asHost', { name })
                  : t('messagesUi.list.asGuest', { name })}{' '}
                · {thread.kind === 'inquiry' ? t('messagesUi.list.inquiry') : t('messagesUi.list.stay')}
              </Text>
              <Text size="sm" truncate>
                {thread.lastMessage ?? t('messagesUi.list.noMessage')}
              </Text>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
