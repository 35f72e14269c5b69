import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { UserProfile } from '../../../../domain/schemas/users';
import { Field, Form, FormActions, SubmitButton } from '../../../components/form/form';
import { ApiError, errorMessage } from '../../../lib/api';
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
  const { t } = useTranslation();
  const form = useZodForm(detailsSchema(required), detailsValues(profile));
  const update = useUpdateUser(profile.id);

  const submit = form.onSubmit((details) =>
    update.mutate(detailsUpdate(details), {
      onSuccess: onSaved,
      onError: (error) => {
        const field = error instanceof ApiError ? detailsField(error.field) : undefined;
        if (field) form.setFieldError(field, errorMessage(error));
        notifyUpdateFailed(error);
      },
    }),
  );

  return (
    <Form label={t('accounts.details.form')} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field
          form={form}
          name="firstName"
          label={t('accounts.details.firstName')}
          autoComplete="given-name"
          required={required.names}
        />
        <Field
          form={form}
          name="lastName"
          label={t('accounts.details.lastName')}
          autoComplete="family-name"
          required={required.names}
        />
      </SimpleGrid>
      <Field
        form={form}
        name="phone"
        type="tel"
        label={t('accounts.details.phone')}
        autoComplete="tel"
        required={required.phone}
        description={t('accounts.details.phoneHint')}
      />
      <FormActions secondaryAction={secondaryAction}>
        <SubmitButton pending={update.isPending}>{submitLabel}</SubmitButton>
      </FormActions>
    </Form>
  );
}
