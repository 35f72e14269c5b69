import { useEffect, useRef } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { messageBodySchema, type ThreadDto } from '../../../../domain/schemas/messages';
import { MAX_MESSAGE_LENGTH } from '../../../../domain/message-text';
import { Form, FormErrorList, SubmitButton, TextareaField } from '../../../components/form/form';
import { GuestProfileCard } from '../../../components/guest-profile-card';
import { errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendMessage } from '../api/send-message';
import { MessageText } from './message-text';

const timeOf = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One conversation: to its host, the guest's profile card first; its messages, oldest first, and the
 * box to answer in.
 */
export function ThreadView({ thread }: { thread: ThreadDto }) {
  const { t, language } = useTranslation();
  const other = thread.role === 'host' ? thread.guest : thread.host;
  const otherName = other.firstName ?? t('messagesUi.list.someone');
  const logRef = useRef<HTMLDivElement>(null);
  const last = thread.messages.at(-1)?.id;
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [last]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          <Anchor component={Link} to={paths.location.href(thread.location.id)}>
            {thread.location.name}
          </Anchor>
        </Title>
        <Badge variant="light">
          {thread.kind === 'inquiry' ? t('messagesUi.list.inquiry') : t('messagesUi.list.stay')}
        </Badge>
      </Group>
      <Text c="dimmed" size="sm">
        {thread.role === 'host'
          ? t('messagesUi.list.asHost', { name: otherName })
          : t('messagesUi.list.asGuest', { name: otherName })}
      </Text>
      {/* Only the host is shown who is writing to them (issue 27); a guest sees the host, as before. */}
      {thread.role === 'host' && thread.guest.id && <GuestProfileCard guestId={thread.guest.id} />}
      <Stack
        ref={logRef}
        gap="xs"
        role="log"
        aria-live="polite"
        aria-label={t('messagesUi.thread.messagesLabel')}
        tabIndex={0}
        mah={480}
        style={{ overflowY: 'auto' }}
        data-testid="thread-messages"
      >
        {thread.messages.map((m) => (
          <Paper
            key={m.id}
            withBorder
            p="sm"
            maw="85%"
            style={{ alignSelf: m.mine ? 'flex-end' : 'flex-start' }}
            bg={m.mine ? 'var(--mantine-color-blue-light)' : undefined}
            data-testid="message"
          >
            <Text size="xs" c="dimmed">
              {m.mine ? t('messagesUi.thread.you') : otherName} ·{' '}
              {t('messagesUi.thread.sentAt', { time: timeOf(m.createdAt, language) })}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <MessageText text={m.body} linksActive={thread.confirmed} />
            </Text>
          </Paper>
        ))}
      </Stack>
      {thread.messages.some((m) => m.masked) && (
        <Text size="sm" c="dimmed">
          {t('messagesUi.thread.masked')}
        </Text>
      )}
      {thread.role && <Composer threadId={thread.id} confirmed={thread.confirmed} />}
    </Stack>
  );
}

function Composer({ threadId, confirmed }: { threadId: number; confirmed: boolean }) {
  const { t } = useTranslation();
  const form = useZodForm(messageBodySchema, { body: '' });
  const send = useSendMessage();
  return (
    <Form
      label={t('messagesUi.compose.label')}
      onSubmit={form.onSubmit(async ({ body }) => {
        await send.mutateAsync({ threadId, body }).then(
          () => form.reset({ body: '' }),
          () => {},
        );
      })}
    >
      <TextareaField
        form={form}
        name="body"
        label={t('messagesUi.compose.label')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={MAX_MESSAGE_LENGTH}
        description={
          confirmed
            ? t('messagesUi.compose.count', { count: form.values.body.length })
            : `${t('messagesUi.compose.keepOnStopover')} ${t('messagesUi.compose.count', { count: form.values.body.length })}`
        }
      />
      <FormErrorList errors={[send.error && errorMessage(send.error)]} />
      <Group justify="flex-end">
        <SubmitButton pending={send.isPending}>{t('messagesUi.compose.send')}</SubmitButton>
      </Group>
    </Form>
  );
}
