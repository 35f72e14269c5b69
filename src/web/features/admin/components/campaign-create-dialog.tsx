import { useMemo, useState } from 'react';
import { Button, Modal, NativeSelect, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CAMPAIGN_TYPES } from '../../../../domain/campaigns';
import { todayInAuckland } from '../../../../domain/dates';
import {
  campaignFormSchema,
  defaultCampaignDates,
  DISCOUNT_TYPES,
  type CampaignFormValues,
} from '../../../../domain/schemas/campaigns';
import { Field, Form, FormActions, FormErrorList, SubmitButton } from '../../../components/form/form';
import { ApiError, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { issuesToErrors, useZodForm, type FormErrors, type ZodForm } from '../../../lib/use-zod-form';
import { useCampaignCollections } from '../api/campaign-collections';
import { useCreateCampaign } from '../api/campaign-create';
import { usePropertySites } from '../api/campaign-sites';
import { useAdminLocations } from '../api/location-search';

/** Spec section 9: type Credit, valid from today (in New Zealand) to a month later. */
function initialValues(): CampaignFormValues {
  return {
    type: 'Credit',
    code: '',
    userMessage: '',
    ...defaultCampaignDates(todayInAuckland()),
    creditAmount: '',
    percentageDiscount: '',
    numberOfNights: '',
    locationId: '',
    siteId: '',
    collectionSlug: '',
    userEmail: '',
    maximumRedeemCount: '',
    affiliateEmail: '',
  };
}

type Name = keyof CampaignFormValues;

/** The property a Site Discount is on: found by name among the listings, then one of its sites. */
function SitePicker({
  form,
  errorOf,
  touch,
}: {
  form: ZodForm<CampaignFormValues>;
  errorOf: (name: Name) => string | undefined;
  touch: (name: Name) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const properties = useAdminLocations({ text: debounced, type: 'property', status: '' });
  const options = (properties.data?.pages[0]?.items ?? []).map((l) => ({
    value: String(l.id),
    label: l.name,
  }));
  const locationId = form.values.locationId ? Number(form.values.locationId) : null;
  const sites = usePropertySites(locationId);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('campaignsUi.dialog.property')}
        description={t('campaignsUi.dialog.propertyHint')}
        searchable
        clearable
        data={options}
        // The server finds the properties; every option it sent is shown.
        filter={({ options: all }) => all}
        searchValue={search}
        onSearchChange={setSearch}
        value={form.values.locationId || null}
        onChange={(value) => {
          form.setValue('locationId', value ?? '');
          form.setValue('siteId', '');
        }}
        nothingFoundMessage={t('campaignsUi.dialog.propertyNone')}
        onBlur={() => touch('siteId')}
      />
      <NativeSelect
        name="siteId"
        label={t('campaignsUi.dialog.site')}
        value={form.values.siteId}
        onChange={(event) => form.setValue('siteId', event.currentTarget.value)}
        onBlur={() => touch('siteId')}
        error={errorOf('siteId')}
        disabled={locationId === null}
        data={[
          {
            value: '',
            label:
              locationId === null
                ? t('campaignsUi.dialog.chooseProperty')
                : t('campaignsUi.dialog.chooseSite'),
          },
          ...(sites.data ?? []).map((site) => ({ value: String(site.id), label: site.name })),
        ]}
      />
    </SimpleGrid>
  );
}

/**
 * The create dialog (spec section 5's Campaign dialog): the domain's rules checked as the admin types,
 * each message under its field once the field has been visited; Create stays disabled while the form
 * is untouched or breaks a rule. The server's refusals land on their field too.
 */
function CampaignForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [initial] = useState(initialValues);
  const form = useZodForm(campaignFormSchema, initial);
  const create = useCreateCampaign();
  const collections = useCampaignCollections();
  const [touched, setTouched] = useState<ReadonlySet<Name>>(new Set());
  const touch = (name: Name) =>
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));

  const live = useMemo(() => campaignFormSchema.safeParse(form.values), [form.values]);
  const liveErrors: FormErrors<CampaignFormValues> = live.success ? {} : issuesToErrors(live.error.issues);
  const pristine = (Object.keys(initial) as Name[]).every((name) => form.values[name] === initial[name]);
  // The server's answer (kept in the form's errors until the field changes), else the rule it breaks.
  const errorOf = (name: Name) => form.errors[name] ?? (touched.has(name) ? liveErrors[name] : undefined);
  const shown: ZodForm<CampaignFormValues> = {
    ...form,
    textInput: (name) => ({
      ...form.textInput(name),
      error: errorOf(name),
      onBlur: () => touch(name),
    }),
  };

  const type = form.values.type;
  const discount = (DISCOUNT_TYPES as readonly string[]).includes(type);

  const submit = form.onSubmit(async (body) => {
    try {
      const campaign = await create.mutateAsync(body);
      notifySuccess({ title: t('campaignsUi.notices.created'), message: campaign.code });
      onDone();
    } catch (error) {
      const message = errorMessage(error);
      const field = error instanceof ApiError ? (error.field as Name | undefined) : undefined;
      if (field && field in initial) {
        form.setFieldError(field, message);
        touch(field);
      } else {
        notifyDanger({ title: t('campaignsUi.notices.createFailed'), message });
        form.setFormError({ title: t('campaignsUi.notices.createFailed'), message });
      }
    }
  });

  return (
    <Form label={t('campaignsUi.dialog.form')} onSubmit={submit}>
      <NativeSelect
        name="type"
        label={t('campaignsUi.dialog.type')}
        value={type}
        onChange={(event) => form.setValue('type', event.currentTarget.value)}
        error={errorOf('type')}
        data={CAMPAIGN_TYPES.map((value) => ({ value, label: t(`campaignsUi.types.${value}`) }))}
        data-autofocus
      />
      <Field
        form={shown}
        name="code"
        label={t('campaignsUi.dialog.code')}
        description={t('campaignsUi.dialog.codeHint')}
        format={(value) => value.toUpperCase()}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <Field
        form={shown}
        name="userMessage"
        label={t('campaignsUi.dialog.userMessage')}
        description={t('campaignsUi.dialog.userMessageHint')}
        autoComplete="off"
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field form={shown} name="validFrom" type="date" label={t('campaignsUi.dialog.validFrom')} required />
        <Field form={shown} name="validUntil" type="date" label={t('campaignsUi.dialog.validUntil')} />
      </SimpleGrid>
      {type === 'Credit' && (
        <Field
          form={shown}
          name="creditAmount"
          label={t('campaignsUi.dialog.creditAmount')}
          inputMode="decimal"
          autoComplete="off"
          required
        />
      )}
      {discount && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field
            form={shown}
            name="percentageDiscount"
            label={t('campaignsUi.dialog.percentageDiscount')}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <Field
            form={shown}
            name="numberOfNights"
            label={t('campaignsUi.dialog.numberOfNights')}
            inputMode="numeric"
            autoComplete="off"
            required
          />
        </SimpleGrid>
      )}
      {type === 'SiteDiscount' && <SitePicker form={form} errorOf={errorOf} touch={touch} />}
      {type === 'TourDiscount' && (
        <NativeSelect
          name="collectionSlug"
          label={t('campaignsUi.dialog.collection')}
          value={form.values.collectionSlug}
          onChange={(event) => form.setValue('collectionSlug', event.currentTarget.value)}
          onBlur={() => touch('collectionSlug')}
          error={errorOf('collectionSlug')}
          data={[
            { value: '', label: t('campaignsUi.dialog.chooseCollection') },
            ...(collections.data ?? []).map((c) => ({ value: c.slug, label: c.title })),
          ]}
        />
      )}
      <Field
        form={shown}
        name="userEmail"
        type="email"
        label={t('campaignsUi.dialog.userEmail')}
        description={t('campaignsUi.dialog.userEmailHint')}
        autoComplete="off"
      />
      <Field
        form={shown}
        name="maximumRedeemCount"
        label={t('campaignsUi.dialog.maximumRedeemCount')}
        description={t('campaignsUi.dialog.maximumRedeemCountHint')}
        inputMode="numeric"
        autoComplete="off"
      />
      <Field
        form={shown}
        name="affiliateEmail"
        type="email"
        label={t('campaignsUi.dialog.affiliateEmail')}
        description={t('campaignsUi.dialog.affiliateEmailHint')}
        autoComplete="off"
      />
      <FormErrorList errors={[form.formError]} />
      <FormActions
        secondaryAction={
          <Button variant="default" onClick={onDone}>
            {t('campaignsUi.dialog.cancel')}
          </Button>
        }
      >
        <SubmitButton pending={create.isPending} disabled={pristine || !live.success}>
          {t('campaignsUi.dialog.create')}
        </SubmitButton>
      </FormActions>
    </Form>
  );
}

/** The Create campaign dialog; its form starts afresh each time it opens. */
export function CampaignCreateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('campaignsUi.dialog.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('campaignsUi.dialog.close') }}
    >
      {opened && <CampaignForm onDone={onClose} />}
    </Modal>
  );
}
