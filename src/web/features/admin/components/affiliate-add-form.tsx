import { Paper, SimpleGrid, Title } from '@mantine/core';
import { addAffiliateFormSchema } from '../../../../domain/schemas/affiliates';
import {
  EmailField,
  Field,
  Form,
  FormActions,
  FormErrorList,
  SubmitButton,
} from '../../../components/form/form';
import { ApiError, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { useViewer } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAddAffiliate } from '../api/affiliate-add';

const EMPTY = { email: '', feePercentage: '' };

/** Makes an existing user an affiliate by their email, with a fee percentage (spec section 2). */
export function AffiliateAddForm() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const form = useZodForm(addAffiliateFormSchema, EMPTY);
  const add = useAddAffiliate(viewer?.userId ?? '');
  const submit = form.onSubmit(async (body) => {
    try {
      const affiliate = await add.mutateAsync(body);
      notifySuccess({
        title: t('affiliatesUi.add.added'),
        message: `${affiliate.email} · ${affiliate.referralCode}`,
      });
      form.reset(EMPTY);
    } catch (error) {
      const message = errorMessage(error);
      notifyDanger({ title: t('affiliatesUi.add.failed'), message });
      const field =
        error instanceof ApiError && error.field === 'feePercentage' ? 'feePercentage' : undefined;
      if (field) form.setFieldError(field, message);
      else form.setFormError({ title: t('affiliatesUi.add.failed'), message });
    }
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-affiliate-title">
      <Title order={2} size="h3" id="add-affiliate-title" mb="sm">
        {t('affiliatesUi.add.title')}
      </Title>
      <Form label={t('affiliatesUi.add.form')} onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <EmailField
            form={form}
            label={t('affiliatesUi.add.email')}
            description={t('affiliatesUi.add.emailHint')}
            autoComplete="off"
          />
          <Field
            form={form}
            name="feePercentage"
            label={t('affiliatesUi.add.fee')}
            description={t('affiliatesUi.add.feeHint')}
            inputMode="decimal"
            autoComplete="off"
          />
        </SimpleGrid>
        <FormErrorList errors={[form.formError]} />
        <FormActions>
          <SubmitButton pending={add.isPending}>{t('affiliatesUi.add.submit')}</SubmitButton>
        </FormActions>
      </Form>
    </Paper>
  );
}
