import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { UserProfile } from '../../../../domain/schemas/users';
import { Field, Form, FormActions, SubmitButton } from '../../../components/form/form';
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

  const submit = form.onSubmit((details) =>
    update.mutate(detailsUpdate(details), {
      onSuccess: onSaved,
      onError: (error) => {
        const field = error instanceof ApiError ? detailsField(error.field) : undefined;
        if (field) form.setFieldError(field, error.message);
        notifyUpdateFailed(error);
      },
    }),
  );

  return (
    <Form label="Your details" onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field
          form={form}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required={required.names}
        />
        <Field
          form={form}
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          required={required.names}
        />
      </SimpleGrid>
      <Field
        form={form}
        name="phone"
        type="tel"
        label="Phone"
        autoComplete="tel"
        required={required.phone}
        description="With your country code, e.g. +64 21 123 4567"
      />
      <FormActions secondaryAction={secondaryAction}>
        <SubmitButton pending={update.isPending}>{submitLabel}</SubmitButton>
      </FormActions>
    </Form>
  );
}
