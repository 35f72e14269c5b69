import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import type { ContactMessage } from '../../../../domain/schemas/contact';
import { LoadMore } from '../../../components/load-more';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { useContactMessages } from '../api/contact-messages';
import classes from './admin-messages.module.css';

const time = new Intl.DateTimeFormat('en-NZ', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Pacific/Auckland',
});

/** When a message arrived, in New Zealand time: DD/MM/YYYY HH:MM. */
function received(iso: string): string {
  const at = new Date(iso);
  return `${formatDisplayDate(todayInAuckland(at))} ${time.format(at)}`;
}

function MessageCard({ message }: { message: ContactMessage }) {
  const { t } = useTranslation();
  const name = [message.firstName, message.lastName].filter(Boolean).join(' ');
  const titleId = `contact-message-${message.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('contactUi.adminMessages.received')}{' '}
            <time dateTime={message.createdAt}>{received(message.createdAt)}</time>
          </Text>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            {t('contactUi.adminMessages.email')}:{' '}
            <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
          </Text>
          {message.phone && (
            <Text size="sm">
              {t('contactUi.adminMessages.phone')}: {message.phone}
            </Text>
          )}
        </Group>
        <Text className={classes.message}>{message.message}</Text>
        <Group>
          <Button component="a" href={`mailto:${message.email}`} variant="default" size="xs">
            {t('contactUi.adminMessages.reply', { name })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /admin/messages: what visitors sent through Contact Us, newest first, 50 at a time. */
export default function AdminMessagesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('contactUi.adminMessages.title'));
  const messages = useContactMessages();
  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('contactUi.adminMessages.title')}</Title>
        <Text c="dimmed">{t('contactUi.adminMessages.intro')}</Text>
        {messages.isPending ? (
          <Loading />
        ) : messages.isError ? (
          <QueryError
            error={messages.error}
            onRetry={() => void messages.refetch()}
            title={t('contactUi.adminMessages.loadFailed')}
          />
        ) : items.length === 0 ? (
          <Text>{t('contactUi.adminMessages.none')}</Text>
        ) : (
          items.map((message) => <MessageCard key={message.id} message={message} />)
        )}
        <LoadMore pages={messages} label={t('contactUi.adminMessages.more')} />
      </Stack>
    </Container>
  );
}
