import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { isNotFound } from '../../../lib/api';
import { useMailbox, type MailboxMessage } from '../api/get-mailbox';
import { linkParts } from '../lib/link-parts';

function Body({ text }: { text: string }) {
  return (
    <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkParts(text).map((part, index) =>
        part.href ? (
          <Anchor key={index} href={part.href}>
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

function Message({ message }: { message: MailboxMessage }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="article" aria-label={message.subject} data-testid="mailbox-message">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            {message.subject}
          </Title>
          <Badge variant="light" color={message.status === 'sent' ? 'stopover' : 'gray'}>
            {message.status}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('dev.mailbox.to', { to: message.to })}{' '}
          <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleString()}</time>
        </Text>
        <Body text={message.text} />
      </Stack>
    </Card>
  );
}

/** /dev/mailbox: development only. The mail the app would have sent, so links can be followed. */
export default function MailboxRoute() {
  const { t } = useTranslation();
  usePageTitle(t('dev.mailbox.title'));
  const mailbox = useMailbox(20);

  let content;
  if (mailbox.isPending) content = <PageLoader />;
  else if (mailbox.isError && isNotFound(mailbox.error)) {
    content = (
      <Alert color="yellow" title={t('dev.mailbox.notAvailable')}>
        {t('dev.mailbox.notAvailableText')}
      </Alert>
    );
  } else if (mailbox.isError) {
    content = (
      <QueryError
        error={mailbox.error}
        onRetry={() => void mailbox.refetch()}
        title={t('dev.mailbox.error')}
      />
    );
  } else if (mailbox.data.length === 0) content = <Text>{t('dev.mailbox.empty')}</Text>;
  else {
    content = (
      <Stack gap="md">
        {mailbox.data.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </Stack>
    );
  }

  return (
    <Container size="md" py={48}>
      <Group justify="space-between" mb="lg">
        <Stack gap={4}>
          <Title order={1}>{t('dev.mailbox.title')}</Title>
          <Text c="dimmed">{t('dev.mailbox.intro')}</Text>
        </Stack>
        <Button
          variant="default"
          onClick={() => void mailbox.refetch()}
          loading={mailbox.isFetching && !mailbox.isPending}
        >
          {t('dev.mailbox.refresh')}
        </Button>
      </Group>
      {content}
    </Container>
  );
}
