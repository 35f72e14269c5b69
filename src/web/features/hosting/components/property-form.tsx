import { Loading } from '../../../components/page-loader';
import { lazy, Suspense, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import {
  Alert,
  Button,
  Checkbox,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { MAX_ARRIVAL_INSTRUCTIONS } from '../../../../domain/arrival';
import type { StayRules } from '../../../../domain/stay-rules';
import { CANCELLATION_POLICIES } from '../../../../domain/cancellation';
import { NOTICE_PERIODS, PROPERTY_TYPES, TAG_GROUPS, type NoticePeriod } from '../../../../domain/constants';
import { can } from '../../../../domain/roles';
import type { Place } from '../../../../domain/schemas/locations';
import type { Tag } from '../../../../domain/schemas/tags';
import { Form, FormActions, SubmitButton } from '../../../components/form/form';
import { placeLabel } from '../../../components/place-search';
import { ApiError, errorMessage } from '../../../lib/api';
import { focusFirstInvalid } from '../../../lib/focus';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useTags } from '../../../lib/queries/get-tags';
import { useViewer } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  formFieldOf,
  propertyFormOptions,
  type PropertyFormMode,
  type PropertyFormValues,
  type PropertyImage,
} from '../lib/property-form';
import { AddressPicker } from './address-picker';
import { PhotosEditor } from './photos-editor';
import { SitesEditor } from './sites-editor';
import { StayRulesFields } from './stay-rules-fields';
import classes from './property-form.module.css';

const PinMap = lazy(() => import('../../../components/map/pin-map'));

/** The map's zoom for a town just picked from the suggestions, and for a saved pin. */
const PICKED_ZOOM = 14;
const SAVED_ZOOM = 16;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}

/**
 * The property form (spec sections 2 and 5), the same for creating and editing: location details
 * (address picked from the suggestions, then the pin on the map), location type, features (notice
 * period, cancellation policy, administrators' tags), descriptions, title, sites and photos. One
 * nested form state (useZodForm) checked on submit with the domain's schema for the API's body
 * (`schema`), so every rule shows the spec's message on its field (a site's at its path, 'sites.0.price')
 * and the first wrong field gets the focus; a refused save keeps everything typed.
 */
export function PropertyForm<B>({
  mode,
  initial,
  schema,
  onSubmit,
  pending,
  submitLabel,
  alert,
  locationId,
}: {
  mode: PropertyFormMode;
  initial: PropertyFormValues;
  /** The form's values checked as the API's body (lib/property-form: newPropertySchema, propertyUpdateSchema). */
  schema: z.ZodType<B>;
  /** Saves; a rejection about one field (the API's `field`) shows under that field. */
  onSubmit: (body: B) => Promise<unknown>;
  pending: boolean;
  submitLabel: string;
  /** What the last save's failure says above the submit button (the route knows which actions it offers). */
  alert?: ReactNode;
  /** The saved property's id (editing): its saved sites offer calendar sync. */
  locationId?: number;
}) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const isAdmin = can(viewer, 'locations:manage-any');
  const tags = useTags();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(schema, initial, propertyFormOptions);
  const { values, errors } = form;
  const [refused, setRefused] = useState(false);
  // Bumped when an address is picked: the map goes to it.
  const [centreKey, setCentreKey] = useState(0);

  const { siteFeatureTags, otherTags } = useMemo(() => {
    const active = (tags.data ?? []).filter((tag) => tag.status === 'active');
    return {
      siteFeatureTags: active.filter((tag) => tag.group === 'site_feature'),
      otherTags: active.filter((tag) => tag.group !== 'site_feature'),
    };
  }, [tags.data]);

  /** Changes some values; the messages of the fields changed go (the next submit checks again). */
  const change = (patch: Partial<PropertyFormValues>) => {
    for (const [name, value] of Object.entries(patch)) form.setPath(name, value);
  };

  const pick = (place: Place) => {
    change({
      address: placeLabel(place),
      city: place.name,
      region: place.region,
      latitude: place.latitude,
      longitude: place.longitude,
    });
    setCentreKey((key) => key + 1);
  };

  const save = async (body: B) => {
    setRefused(false);
    try {
      await onSubmit(body);
    } catch (failure) {
      // The API names the field it refused: its message goes there too (the route says the rest).
      const field = failure instanceof ApiError ? formFieldOf(failure.field) : null;
      if (field) {
        form.setErrors({ [field]: errorMessage(failure) });
        focusFirstInvalid(formRef.current);
      }
    }
  };

  const zoom = centreKey === 0 && mode === 'edit' ? SAVED_ZOOM : PICKED_ZOOM;
  const pin =
    values.latitude !== null && values.longitude !== null
      ? { latitude: values.latitude, longitude: values.longitude }
      : null;

  return (
    <Form
      label={t('propertyForm.formLabel')}
      ref={formRef}
      gap="lg"
      // Made in the event, not while rendering: the save reads the form's element (formRef).
      onSubmit={(event) => form.onSubmit(save, () => setRefused(true))(event)}
    >
      <Section title={t('propertyForm.sections.location')}>
        <AddressPicker
          value={values.address}
          error={errors.address}
          onText={(address) => change({ address, latitude: null, longitude: null, region: null })}
          onPick={pick}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('propertyForm.address.city')}
            autoComplete="address-level2"
            {...form.textInput('city')}
          />
          <TextInput
            label={t('propertyForm.address.postcode')}
            autoComplete="postal-code"
            inputMode="numeric"
            {...form.textInput('postcode')}
          />
        </SimpleGrid>
        <div role="region" aria-label={t('propertyForm.map.label')}>
          {pin ? (
            <Suspense fallback={<Loading className={classes.map} label={t('propertyForm.map.loading')} />}>
              <PinMap
                pin={pin}
                centreKey={centreKey}
                zoom={zoom}
                onMove={(moved) => {
                  change(moved);
                  // The pin moved to the gate: the address's message about where it is goes too.
                  form.clearErrors('address');
                }}
                texts={{
                  pin: t('propertyForm.map.pin'),
                  hint: t('propertyForm.map.hint'),
                  coordinates: (latitude, longitude) =>
                    t('propertyForm.map.coordinates', { latitude, longitude }),
                  move: t('propertyForm.map.move'),
                  north: t('propertyForm.map.north'),
                  south: t('propertyForm.map.south'),
                  east: t('propertyForm.map.east'),
                  west: t('propertyForm.map.west'),
                }}
              />
            </Suspense>
          ) : (
            <div className={classes.mapEmpty}>
              <Text c="dimmed">{t('propertyForm.map.empty')}</Text>
            </div>
          )}
        </div>
      </Section>

      <Section title={t('propertyForm.sections.locationType')}>
        <NativeSelect
          label={t('propertyForm.propertyType.label')}
          name="propertyType"
          withAsterisk
          value={values.propertyType}
          error={errors.propertyType}
          onChange={(event) =>
            change({ propertyType: event.currentTarget.value as PropertyFormValues['propertyType'] })
          }
          data={[
            { value: '', label: t('propertyForm.propertyType.placeholder') },
            ...PROPERTY_TYPES.map((type) => ({
              value: type,
              label: t(`propertyForm.propertyType.options.${type}`),
            })),
          ]}
        />
      </Section>

      <Section title={t('propertyForm.sections.features')}>
        <Radio.Group
          label={t('propertyForm.noticePeriod.label')}
          name="noticePeriod"
          value={String(values.noticePeriod)}
          error={errors.noticePeriod}
          onChange={(value) => change({ noticePeriod: Number(value) as NoticePeriod })}
        >
          <Stack gap="xs" mt={6}>
            {NOTICE_PERIODS.map((period) => (
              <Radio
                key={period.value}
                value={String(period.value)}
                label={t(`propertyForm.noticePeriod.options.${period.value}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group
          label={t('common.cancellationPolicy.label')}
          description={t('propertyForm.cancellationPolicy.hint')}
          name="cancellationPolicy"
          value={values.cancellationPolicy}
          error={errors.cancellationPolicy}
          onChange={(value) =>
            change({ cancellationPolicy: value as PropertyFormValues['cancellationPolicy'] })
          }
        >
          <Stack gap="xs" mt={6}>
            {CANCELLATION_POLICIES.map((policy) => (
              <Radio
                key={policy}
                value={policy}
                label={t(`common.cancellationPolicy.${policy}.name`)}
                description={t(`common.cancellationPolicy.${policy}.terms`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        {isAdmin && <TagsPanel tags={otherTags} {...form.field<number[]>('tags')} />}
      </Section>

      <Section title={t('rulesUi.form.title')}>
        <Text size="sm">{t('rulesUi.form.hint')}</Text>
        <StayRulesFields mode="property" idPrefix="property-rules" {...form.field<StayRules>('stayRules')} />
      </Section>

      <Section title={t('propertyForm.sections.descriptions')}>
        <Textarea
          label={t('propertyForm.description.label')}
          description={t('propertyForm.description.hint')}
          name="description"
          withAsterisk
          autosize
          minRows={4}
          maxRows={14}
          value={values.description}
          error={errors.description}
          onChange={(event) => change({ description: event.currentTarget.value })}
        />
        <Textarea
          label={t('propertyForm.directions.label')}
          description={t('propertyForm.directions.hint')}
          name="directions"
          autosize
          minRows={2}
          maxRows={8}
          value={values.directions}
          error={errors.directions}
          onChange={(event) => change({ directions: event.currentTarget.value })}
        />
        <Textarea
          label={t('arrivalUi.form.label')}
          description={t('arrivalUi.form.hint')}
          name="arrivalInstructions"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MAX_ARRIVAL_INSTRUCTIONS}
          value={values.arrivalInstructions}
          error={errors.arrivalInstructions}
          onChange={(event) => change({ arrivalInstructions: event.currentTarget.value })}
        />
        <TextInput
          label={t('propertyForm.website.label')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t('propertyForm.website.placeholder')}
          {...form.textInput('website')}
        />
      </Section>

      <Section title={t('propertyForm.sections.title')}>
        <TextInput
          label={t('propertyForm.name.label')}
          description={t('propertyForm.name.hint')}
          withAsterisk
          {...form.textInput('name')}
        />
      </Section>

      {/* The sites editor is a section with its own heading and its message about having no site. */}
      <div className={classes.section}>
        <SitesEditor
          form={form}
          siteFeatureTags={siteFeatureTags}
          mode={mode}
          noticePeriod={values.noticePeriod}
          locationId={locationId}
        />
      </div>

      <Section title={t('propertyForm.sections.photos')}>
        <PhotosEditor
          images={values.images}
          error={errors.images}
          onChange={(update: (images: PropertyImage[]) => PropertyImage[]) =>
            form.updatePath('images', update)
          }
        />
      </Section>

      {refused && Object.values(errors).some(Boolean) && (
        <Alert color="red" role="alert" data-testid="form-invalid">
          {t('propertyForm.invalid')}
        </Alert>
      )}
      {alert}
      <FormActions>
        <SubmitButton pending={pending} size="md">
          {submitLabel}
        </SubmitButton>
      </FormActions>
    </Form>
  );
}

/** Administrators' Tags panel (spec section 2): the property's own tags, by group, never site features. */
function TagsPanel({
  tags,
  value,
  error,
  onChange,
}: {
  tags: Tag[];
  value: number[];
  error?: string;
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const groups = TAG_GROUPS.filter((group) => group !== 'site_feature')
    .map((group) => ({ group, tags: tags.filter((tag) => tag.group === group) }))
    .filter((entry) => entry.tags.length > 0);
  return (
    <Checkbox.Group
      label={t('propertyForm.tags.label')}
      description={t('propertyForm.tags.hint')}
      value={value.map(String)}
      error={error}
      onChange={(ids) => onChange(ids.map(Number))}
    >
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed" mt={6}>
          {t('propertyForm.tags.none')}
        </Text>
      ) : (
        groups.map(({ group, tags: inGroup }) => (
          <div key={group} className={classes.tagGroup}>
            <Text size="sm" fw={600} mt={6} mb={4}>
              {t(`propertyForm.tags.groups.${group as Exclude<typeof group, 'site_feature'>}`)}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={6}>
              {inGroup.map((tag) => (
                <Checkbox key={tag.id} value={String(tag.id)} label={tag.name} />
              ))}
            </SimpleGrid>
          </div>
        ))
      )}
    </Checkbox.Group>
  );
}

/**
 * Creating or saving a property needs a valid payout account (spec section 4) unless one is an
 * administrator: the server's words, and the way to Become a Host.
 */
export function NeedPayoutAccount() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" data-testid="need-payout-account">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('property.needPayoutAccount')}</Text>
        <Button component={Link} to={paths.becomeAHost.href()}>
          {t('propertyForm.becomeAHost')}
        </Button>
      </Stack>
    </Alert>
  );
}
