import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { passkeyNameFormSchema } from '../../../../../domain/schemas/second-factor';
import { Field, Form, SubmitButton } from '../../../../components/form/form';
import { errorMessage } from '../../../../lib/api';
import { formatDisplayDate } from '../../../../../domain/dates';
import { useTranslation } from '../../../../lib/i18n';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useAddPasskey, usePasskeys, useRemovePasskey, type Passkey } from '../../api/security';

/** The account's passkeys: name and when added, add one, remove one. */
export function PasskeysSection() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useZodForm(passkeyNameFormSchema, { name: '' });
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const submit = form.onSubmit(({ name }) =>
    add.mutate(name, {
      onSuccess: () => {
        form.setValue('name', '');
        setNotice(t('securityUi.passkeyAdded'));
      },
      onError: (error) => form.setFieldError('name', errorMessage(error)),
    }),
  );
  const nameOf = (p: Passkey) => p.name || t('securityUi.unnamedPasskey');

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('securityUi.passkeysTitle')}
      </Title>
      <Text>{t('securityUi.passkeysIntro')}</Text>
      {notice && (
        <Text role="status" c="stopover.9">
          {notice}
        </Text>
      )}
      {passkeys.data?.length ? (
        <Table aria-label={t('securityUi.passkeysTitle')}>
          <Table.Tbody>
            {passkeys.data.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{nameOf(p)}</Table.Td>
                <Table.Td>
                  {p.createdAt
                    ? t('securityUi.created', { date: formatDisplayDate(p.createdAt.slice(0, 10)) })
                    : null}
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={t('securityUi.removePasskey', { name: nameOf(p) })}
                    onClick={() =>
                      remove.mutate(p.id, { onSuccess: () => setNotice(t('securityUi.passkeyRemoved')) })
                    }
                  >
                    {t('securityUi.removePasskey', { name: nameOf(p) })}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">{t('securityUi.noPasskeys')}</Text>
      )}
      {supported ? (
        <Form label={t('securityUi.addPasskey')} onSubmit={submit}>
          <Group align="end">
            <Field form={form} name="name" label={t('securityUi.passkeyName')} required />
            <SubmitButton pending={add.isPending}>{t('securityUi.addPasskey')}</SubmitButton>
          </Group>
        </Form>
      ) : (
        <Text c="dimmed">{t('securityUi.passkeysUnsupported')}</Text>
      )}
    </Stack>
  );
}
