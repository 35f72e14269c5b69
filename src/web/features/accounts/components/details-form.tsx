import { useState, type ReactNode } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UserProfile } from '../../../../domain/schemas/users';
import { ApiError } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateUser } from '../api/update-user';
import { detailsField, detailsSchema, detailsUpdate, detailsValues } from '../lib/details';
import { notifyUpdateFailed } from '../lib/notices';

/** First name, last name and phone, saved with PUT /v1/users/{id}. */
export function DetailsForm({
  profile,
  required,
  submitLabel,
  onSaved,
  secondaryAction,
}: {
  profile: UserProfile;
  required: { names: boolean; phone: boolean };
  submitLabel: string;
  onSaved: (profile: UserProfile) => void;
  /** E.g. onboarding's Back, shown before the submit button. */
  secondaryAction?: ReactNode;
}) {
  const form = useZodForm(detailsSchema(required), detailsValues(profile));
  const update = useUpdateUser(profile.id);
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async (details) => {
    setBusy(true);
    try {
      onSaved(await update.mutateAsync(detailsUpdate(details)));
    } catch (error) {
      const field = error instanceof ApiError ? detailsField(error.field) : undefined;
      if (field && error instanceof Error) form.setFieldError(field, error.message);
      notifyUpdateFailed(error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Your details">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required={required.names}
            {...form.textInput('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required={required.names}
            {...form.textInput('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          required={required.phone}
          description="With your country code, e.g. +64 21 123 4567"
          {...form.textInput('phone')}
        />
        <Group justify={secondaryAction ? 'space-between' : 'flex-end'} mt="xs">
          {secondaryAction}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
