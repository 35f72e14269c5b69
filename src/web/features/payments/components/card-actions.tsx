import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import type { UserProfile } from '../../../../domain/schemas/users';

export type CardEntryProps = {
  userId: string;
  submitLabel: string;
  /** Onboarding: submitting an empty form moves on without a card (onDone(null)). */
  emptyAllowed?: boolean;
  /** E.g. onboarding's Back or the account page's Cancel, shown before the submit button. */
  secondaryAction?: ReactNode;
  /** The card was saved (the updated profile), or skipped (null). */
  onDone: (profile: UserProfile | null) => void;
};

export function CardActions({
  submitLabel,
  secondaryAction,
  busy,
}: Pick<CardEntryProps, 'submitLabel' | 'secondaryAction'> & { busy: boolean }) {
  return (
    <Group justify={secondaryAction ? 'space-between' : 'flex-start'} mt="xs">
      {secondaryAction}
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
