import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { messageBodySchema } from '../../../../domain/schemas/messages';
import { MAX_MESSAGE_LENGTH } from '../../../../domain/message-text';
import { Form, FormErrorList, SubmitButton, TextareaField } from '../../../components/form/form';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAskHost } from '../api/ask-host';
import { useLocationName } from '../api/get-location-name';

/** /messages/ask/{locationId}: a question to a property's host before booking ("Message the host"). */
export default function AskHost() {
  const { t } = useTranslation();
  const locationId = Number(useParams().locationId);
  const location = useLocationName(locationId);
  const form = useZodForm(messageBodySchema, { body: '' });
  const ask = useAskHost();
  const navigate = useNavigate();
  const name = location.data?.name ?? '';
  usePageTitle(t('messagesUi.ask.title', { location: name }));
  if (location.isPending) return <Loading />;
  if (location.isError) return <QueryError error={location.error} />;
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to={paths.location.href(locationId)}>
          {t('messagesUi.ask.back')}
        </Anchor>
        <Title order={1}>{t('messagesUi.ask.title', { location: name })}</Title>
        <Text>{t('messagesUi.ask.intro')}</Text>
        <Form
          label={t('messagesUi.ask.title', { location: name })}
          onSubmit={form.onSubmit(async ({ body }) => {
            const sent = await ask.mutateAsync({ locationId, body }).catch(() => null);
            if (sent) void navigate(paths.messageThread.href(sent.id));
          })}
        >
          <TextareaField
            form={form}
            name="body"
            label={t('messagesUi.compose.label')}
            autosize
            minRows={4}
            maxLength={MAX_MESSAGE_LENGTH}
            description={`${t('messagesUi.compose.keepOnStopover')} ${t('messagesUi.compose.count', { count: form.values.body.length })}`}
          />
          <FormErrorList errors={[ask.error && errorMessage(ask.error)]} />
          <SubmitButton pending={ask.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('messagesUi.ask.send')}
          </SubmitButton>
        </Form>
      </Stack>
    </Container>
  );
}
