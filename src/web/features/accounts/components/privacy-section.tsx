import { Alert, Anchor, Button, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { z } from 'zod';
import { EXPORT_CATEGORIES, exportCounts, RETENTION_ANCHOR } from '../../../../domain/personal-data';
import type { UserProfile } from '../../../../domain/schemas/users';
import { Field, Form, FormActions, FormErrorList, SubmitButton } from '../../../components/form/form';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { ApiError, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useLeaveSignedOut } from '../../../lib/sign-out';
import { useZodForm } from '../../../lib/use-zod-form';
import { dataExportHref, useDataExport, useDeleteAccount } from '../api/personal-data';

/** The server's refusal while stays are to come or money is owed (decision 058). */
const BLOCKED = 'personalData.deletionBlocked';

/** "Your data": how many records of each kind Stopover holds, and the file with all of them. */
function YourData({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const data = useDataExport(userId);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('privacyDataUi.title')}
        </Title>
        <Text c="dimmed">{t('privacyDataUi.intro')}</Text>
        {data.isPending ? (
          <Loading />
        ) : data.isError ? (
          <QueryError
            error={data.error}
            onRetry={() => void data.refetch()}
            title={t('privacyDataUi.loadFailed')}
          />
        ) : (
          <Table striped aria-label={t('privacyDataUi.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('privacyDataUi.category')}</Table.Th>
                <Table.Th ta="right">{t('privacyDataUi.count')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {EXPORT_CATEGORIES.map((category) => (
                <Table.Tr key={category} data-category={category}>
                  <Table.Td>{t(`privacyDataUi.categories.${category}`)}</Table.Td>
                  <Table.Td ta="right">{exportCounts(data.data)[category]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <div>
          <Button component="a" href={dataExportHref(userId)} download>
            {t('privacyDataUi.download')}
          </Button>
          <Text size="sm" c="dimmed" mt="xs">
            {t('privacyDataUi.downloadHint')}
          </Text>
        </div>
        <Anchor href={`${paths.privacy.href()}#${RETENTION_ANCHOR}`}>{t('privacyDataUi.retention')}</Anchor>
      </Stack>
    </Paper>
  );
}

/** What stops the deletion, as the server named it: the stays one a line, and the amount owed. */
function Blocked({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  const stays = typeof error.params?.stays === 'string' ? error.params.stays.split('; ') : [];
  const owed = typeof error.params?.owed === 'number' ? error.params.owed : 0;
  return (
    <Alert color="red" role="alert" title={t('privacyDataUi.blockedTitle')}>
      <Stack gap="xs">
        {stays.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              {t('privacyDataUi.blockedStays')}
            </Text>
            <List size="sm">
              {stays.map((stay) => (
                <List.Item key={stay}>{stay}</List.Item>
              ))}
            </List>
          </div>
        )}
        {owed > 0 && (
          <Text size="sm">{t('privacyDataUi.blockedPayouts', { amount: formatCents(owed) })}</Text>
        )}
      </Stack>
    </Alert>
  );
}

/** "Delete my account": confirmed by typing the account's email; refused while anything blocks it. */
function DeleteAccount({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount(profile.id);
  const leave = useLeaveSignedOut();
  const schema = z.object({
    email: z
      .string()
      .trim()
      .refine(
        (email) => email.toLowerCase() === profile.email.toLowerCase(),
        t('privacyDataUi.confirmMismatch'),
      ),
  });
  const form = useZodForm(schema, { email: '' });
  const submit = form.onSubmit(({ email }) =>
    remove.mutate(
      { email },
      {
        onSuccess: () => {
          notifySuccess({ title: t('privacyDataUi.deleted') });
          leave();
        },
      },
    ),
  );
  const blocked = remove.error instanceof ApiError && remove.error.code === BLOCKED ? remove.error : null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('privacyDataUi.deleteTitle')}
        </Title>
        <Text>{t('privacyDataUi.deleteIntro')}</Text>
        <Form label={t('privacyDataUi.deleteTitle')} onSubmit={submit}>
          <Field
            form={form}
            name="email"
            type="email"
            autoComplete="off"
            label={t('privacyDataUi.confirmLabel')}
          />
          {blocked ? (
            <Blocked error={blocked} />
          ) : (
            <FormErrorList
              errors={[
                remove.error && {
                  title: t('privacyDataUi.deleteFailed'),
                  message: errorMessage(remove.error),
                },
              ]}
            />
          )}
          <FormActions justify="flex-start">
            <SubmitButton pending={remove.isPending} color="red.9">
              {t('privacyDataUi.deleteButton')}
            </SubmitButton>
          </FormActions>
        </Form>
      </Stack>
    </Paper>
  );
}

/** The account's Privacy tab (issue 31, decision 058). */
export function PrivacySection({ profile }: { profile: UserProfile }) {
  return (
    <Stack gap="xl">
      <YourData userId={profile.id} />
      <DeleteAccount profile={profile} />
    </Stack>
  );
}
