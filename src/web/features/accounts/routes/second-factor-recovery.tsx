// Lost every second factor (decision 056): ask for the emailed link; the link's page confirms the
// removal (due in 24 hours); the second email's link stops it.

import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { formatDisplayDate } from '../../../../domain/dates';
import { recoveryRequestSchema } from '../../../../domain/schemas/second-factor';
import { EmailField, Form, FormErrorList, SubmitButton } from '../../../components/form/form';
import { usePageTitle } from '../../../components/use-page-title';
import { apiPath } from '../../../../domain/api-paths';
import { api, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useZodForm } from '../../../lib/use-zod-form';

function RequestLink() {
  const { t } = useTranslation();
  const form = useZodForm(recoveryRequestSchema, { email: '' });
  const send = useMutation({
    mutationFn: (email: string) =>
      api(apiPath('/v1/second-factor-recovery'), { method: 'POST', body: { email } }),
    onError: (error) => form.setFormError(errorMessage(error)),
  });
  if (send.isSuccess) return <Alert role="status">{t('securityUi.linkSent')}</Alert>;
  return (
    <Form label={t('securityUi.recoveryTitle')} onSubmit={form.onSubmit(({ email }) => send.mutate(email))}>
      <FormErrorList errors={[form.formError]} />
      <EmailField form={form} required />
      <SubmitButton pending={send.isPending}>{t('securityUi.sendLink')}</SubmitButton>
    </Form>
  );
}

/** Opens a link's token once: confirm (the removal starts) or cancel (it stops). */
function FollowLink({ token, kind }: { token: string; kind: 'confirm' | 'cancel' }) {
  const { t } = useTranslation();
  const follow = useMutation({
    mutationFn: () =>
      api<{ dueAt?: string }>(
        kind === 'confirm'
          ? apiPath('/v1/second-factor-recovery/confirm')
          : apiPath('/v1/second-factor-recovery/cancel'),
        { method: 'POST', body: { token } },
      ),
  });
  const { mutate } = follow;
  useEffect(() => mutate(), [mutate]);
  if (follow.isError) return <Alert color="red">{errorMessage(follow.error)}</Alert>;
  if (!follow.isSuccess) return <Text>{t('securityUi.confirming')}</Text>;
  return (
    <Alert role="status">
      {kind === 'cancel'
        ? t('securityUi.cancelled')
        : t('securityUi.confirmed', { date: formatDisplayDate(follow.data.dueAt!.slice(0, 10)) })}
    </Alert>
  );
}

export default function SecondFactorRecovery() {
  const { t } = useTranslation();
  const cancel = useLocation().pathname.endsWith('/cancel');
  const [params] = useSearchParams();
  const token = params.get('token');
  const title = t(
    cancel ? 'securityUi.cancelTitle' : token ? 'securityUi.confirmTitle' : 'securityUi.recoveryTitle',
  );
  usePageTitle(title);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {!token && <Text>{t('securityUi.recoveryIntro')}</Text>}
        {token ? <FollowLink token={token} kind={cancel ? 'cancel' : 'confirm'} /> : <RequestLink />}
      </Stack>
    </Container>
  );
}
