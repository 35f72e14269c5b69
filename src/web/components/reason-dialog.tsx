import { useId, useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/**
 * The reason dialog (spec section 5): OK is enabled only once the reason has `minLength` characters
 * (10 for a refund; the set-password dialog asks 6). The reason starts empty each time it opens.
 */
export function ReasonDialog({
  opened,
  title,
  label,
  minLength,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  label: string;
  minLength: number;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const countId = useId();
  const length = reason.trim().length;
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('forms.reason.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (length >= minLength) onConfirm(reason.trim());
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={label}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={500}
            data-autofocus
            aria-describedby={countId}
          />
          <Text size="xs" c="dimmed" id={countId} aria-live="polite">
            {t('forms.reason.count', { count: length, min: minLength })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('forms.reason.cancel')}
            </Button>
            <Button type="submit" disabled={length < minLength} loading={pending}>
              {t('forms.reason.ok')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
