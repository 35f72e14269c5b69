import type { ReactNode } from 'react';
import type { UserProfile } from '../../../domain/schemas/users';
import { FormActions, SubmitButton } from '../form/form';

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
    <FormActions secondaryAction={secondaryAction} justify="flex-start">
      <SubmitButton pending={busy}>{submitLabel}</SubmitButton>
    </FormActions>
  );
}
