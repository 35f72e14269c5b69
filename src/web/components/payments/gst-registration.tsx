import { Checkbox, Paper, Text, Title } from '@mantine/core';
import { formatIrdNumber } from '../../../domain/ird-number';
import { gstRegistrationSchema } from '../../../domain/schemas/payments';
import type { UserProfile } from '../../../domain/schemas/users';
import { errorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify';
import { useSaveGstRegistration } from '../../lib/payments/gst-registration';
import { useConfig, FALLBACK_CLIENT_CONFIG } from '../../lib/queries/get-config';
import { useZodForm } from '../../lib/use-zod-form';
import { Field, Form, FormErrorList, SubmitButton } from '../form/form';

/**
 * Host Details' GST part (decision 049): whether the host is GST-registered, with their GST number. A
 * registered host's stays booked from then on carry no flat-rate credit.
 */
export function GstRegistrationForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const config = useConfig().data ?? FALLBACK_CLIENT_CONFIG;
  const save = useSaveGstRegistration(profile.id);
  const form = useZodForm(gstRegistrationSchema, {
    registered: profile.gst.registered,
    gstNumber: profile.gst.number ? formatIrdNumber(profile.gst.number) : '',
  });
  const submit = form.onSubmit((input) =>
    save.mutate(
      { registered: input.registered, gstNumber: input.registered ? input.gstNumber : null },
      {
        onSuccess: () => notifySuccess({ title: t('paymentUi.gst.saved') }),
        onError: (error) =>
          form.setFormError({ title: t('paymentUi.gst.failed'), message: errorMessage(error) }),
      },
    ),
  );

  return (
    <Paper withBorder p="lg" radius="md">
      <Form label={t('paymentUi.gst.form')} onSubmit={submit}>
        <Title order={3} size="h4">
          {t('paymentUi.gst.title')}
        </Title>
        <Text size="sm">
          {t('paymentUi.gst.intro', {
            credit: new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 2 }).format(
              config.flatRateCreditPercent / 100,
            ),
          })}
        </Text>
        <Text size="sm" data-testid="gst-status">
          {profile.gst.registered && profile.gst.number
            ? t('paymentUi.gst.statusRegistered', { number: formatIrdNumber(profile.gst.number) })
            : t('paymentUi.gst.statusNotRegistered')}
        </Text>
        <Checkbox label={t('paymentUi.gst.registered')} {...form.checkbox('registered')} />
        {form.values.registered && (
          <Field
            form={form}
            name="gstNumber"
            label={t('paymentUi.gst.number')}
            description={t('paymentUi.gst.numberHint')}
            required
            inputMode="numeric"
            autoComplete="off"
            maw={240}
          />
        )}
        <FormErrorList errors={[form.formError]} />
        <div>
          <SubmitButton pending={save.isPending}>{t('paymentUi.gst.save')}</SubmitButton>
        </div>
      </Form>
    </Paper>
  );
}
