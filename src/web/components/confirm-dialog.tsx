import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FormMessage } from '../lib/use-zod-form';
import { FormErrorList } from './form/form';

/**
 * Asks before a step that cannot be taken back (removing an affiliate or a content block, deleting a
 * campaign, restoring a version): the question, why the last try failed if it did, then Cancel (where
 * focus starts) and the red confirm button. Every text comes from the caller's catalogue.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  closeLabel,
  cancelLabel,
  confirmLabel,
  pending = false,
  failure = null,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  /** The question. */
  children: ReactNode;
  /** The accessible name of the dialog's close button. */
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  pending?: boolean;
  failure?: FormMessage | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <Stack gap="md">
        <Text>{children}</Text>
        <FormErrorList errors={[failure]} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red.9" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
