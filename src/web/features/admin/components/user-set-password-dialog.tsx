import { useId, useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '../../../../domain/constants';
import { adminPasswordBodySchema } from '../../../../domain/schemas/admin-users';
import { errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { useSetUserPassword } from '../api/user-set-password';

/**
 * The set-password dialog (spec sections 5 and 8): OK is enabled at 6 characters; 'Successfully
 * changed the user's password.' or 'Failed to change user password. Error: ...'. The password
 * starts empty each time it opens and is sent in the request body.
 */
export function UserSetPasswordDialog({
  opened,
  user,
  onClose,
}: {
  opened: boolean;
  user: { id: string; email: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const setPassword = useSetUserPassword();
  const [password, setPasswordText] = useState('');
  const countId = useId();
  // The domain's rule for an administrator's password, as the server applies it.
  const acceptable = adminPasswordBodySchema.safeParse({ password }).success;
  const close = () => {
    setPasswordText('');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('adminUsersUi.passwordDialog.title', { email: user.email })}
      centered
      closeButtonProps={{ 'aria-label': t('adminUsersUi.passwordDialog.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!acceptable) return;
          setPassword.mutate(
            { userId: user.id, password },
            {
              onSuccess: () => {
                notifySuccess({ title: t('adminUsers.passwordChanged') });
                close();
              },
              onError: (error) =>
                notifyDanger({ title: t('adminUsers.passwordFailed', { message: errorMessage(error) }) }),
            },
          );
        }}
      >
        <Stack gap="sm">
          <PasswordInput
            label={t('adminUsersUi.passwordDialog.label')}
            value={password}
            onChange={(event) => setPasswordText(event.currentTarget.value)}
            autoComplete="new-password"
            maxLength={128}
            data-autofocus
            aria-describedby={countId}
          />
          <Text size="xs" c="dimmed" id={countId} aria-live="polite">
            {t('adminUsersUi.passwordDialog.count', { count: password.length, min: MIN_PASSWORD_LENGTH })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('adminUsersUi.passwordDialog.cancel')}
            </Button>
            <Button type="submit" disabled={!acceptable} loading={setPassword.isPending}>
              {t('adminUsersUi.passwordDialog.ok')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
