import { lazy, Suspense, useMemo, useState } from 'react';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { z } from 'zod';
import type { Place } from '../../../../domain/schemas/locations';
import {
  ADDRESS_DEFAULTS,
  createNonProductBodySchema,
  NON_PRODUCT_TYPES,
  type CreateNonProductBody,
  type NonProductType,
} from '../../../../domain/schemas/property';
import { Field, Form, FormActions, FormErrorList, SubmitButton } from '../../../components/form/form';
import { Loading } from '../../../components/page-loader';
import { placeLabel, usePlaceCombobox } from '../../../components/place-search';
import placeClasses from '../../../components/place-search.module.css';
import { ApiError, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifyDanger } from '../../../lib/notify';
import { IMAGE_ACCEPT, useUploadImages } from '../../../lib/upload-images';
import { useZodForm } from '../../../lib/use-zod-form';
import type { Pin } from '../../../components/map/pin-map';

const PinMap = lazy(() => import('../../../components/map/pin-map'));

/** The zoom an entrance can be found at. */
const PIN_ZOOM = 15;

const EMPTY = { type: '', name: '', description: '', address: '', website: '' };
export type CommercialFormValues = typeof EMPTY;
type Values = CommercialFormValues;
const FIELDS = ['type', 'name', 'description', 'address', 'website'] as const;
/** The body's fields that the form shows under another: the position belongs to the address. */
const FIELD_OF: Record<string, (typeof FIELDS)[number]> = { latitude: 'address', longitude: 'address' };

export type Photo = { id: string; url: string };

/** The form's text values, the picked place, the pin and the photos, checked as the API's body. */
function bodySchema(place: Place | null, pin: Pin | null, photos: Photo[]) {
  return z
    .object({
      type: z.string(),
      name: z.string(),
      description: z.string(),
      address: z.string(),
      website: z.string(),
    })
    .transform((values): z.input<typeof createNonProductBodySchema> => ({
      // Checked by the schema: 'Select One' ('') is refused with its message.
      type: values.type as NonProductType,
      name: values.name,
      description: values.description,
      address: {
        address: values.address,
        postcode: ADDRESS_DEFAULTS.postcode,
        city: place?.name ?? ADDRESS_DEFAULTS.city,
        region: place?.region ?? null,
        country: ADDRESS_DEFAULTS.country,
      },
      // None until an address is picked: the schema then says to pick one from the list.
      latitude: pin?.latitude as number,
      longitude: pin?.longitude as number,
      website: values.website.trim(),
      images: photos.map((photo) => ({ id: photo.id })),
    }))
    .pipe(createNonProductBodySchema);
}

function Photos({ photos, onChange }: { photos: Photo[]; onChange: (photos: Photo[]) => void }) {
  const { t } = useTranslation();
  const upload = useUploadImages();
  const add = async (files: File[]) => {
    if (!files.length) return;
    try {
      const uploaded = await upload.mutateAsync(files);
      onChange([...photos, ...uploaded.map((image) => ({ id: String(image.id), url: image.url }))]);
    } catch (error) {
      notifyDanger({ title: t('adminLocationsUi.create.createFailed'), message: errorMessage(error) });
    }
  };
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="listing-photos">
        {t('adminLocationsUi.create.photos')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('adminLocationsUi.create.photosHint')}
      </Text>
      {photos.length > 0 && (
        <Group gap="sm" role="list" aria-labelledby="listing-photos">
          {photos.map((photo, index) => (
            <Group key={photo.id} gap={4} role="listitem" align="flex-start">
              <Image
                src={photo.url}
                alt={t('adminLocationsUi.create.photoAlt', { number: index + 1 })}
                w={96}
                h={64}
                radius="sm"
                fit="cover"
              />
              <ActionIcon
                variant="default"
                aria-label={t('adminLocationsUi.create.removePhoto', { number: index + 1 })}
                onClick={() => onChange(photos.filter((p) => p.id !== photo.id))}
              >
                <span aria-hidden>×</span>
              </ActionIcon>
            </Group>
          ))}
        </Group>
      )}
      <FileButton onChange={(files) => void add(files)} accept={IMAGE_ACCEPT} multiple>
        {(props) => (
          <Button {...props} variant="default" w="fit-content" loading={upload.isPending}>
            {t('adminLocationsUi.create.addPhotos')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}

export type CommercialFormInitial = {
  values: Values;
  place: Place | null;
  pin: Pin | null;
  photos: Photo[];
};

export const EMPTY_COMMERCIAL_FORM: CommercialFormInitial = {
  values: EMPTY,
  place: null,
  pin: null,
  photos: [],
};

/**
 * The form of a non-product listing (spec sections 2 and 6): its kind, name, description, an address
 * picked from the suggestions with a pin to move, website and optional photos. Used to create one
 * (/admin/createcommercial) and to edit one (its admin Details). `onSave` gets the checked body and
 * answers the server's refusal, if any, to show on its field.
 */
export function CommercialForm({
  initial,
  submitLabel,
  failureTitle,
  pending,
  onSave,
}: {
  initial: CommercialFormInitial;
  submitLabel: string;
  failureTitle: string;
  pending: boolean;
  onSave: (body: CreateNonProductBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<Place | null>(initial.place);
  const [pin, setPin] = useState<Pin | null>(initial.pin);
  const [centreKey, setCentreKey] = useState(0);
  const [photos, setPhotos] = useState<Photo[]>(initial.photos);
  const schema = useMemo(() => bodySchema(place, pin, photos), [place, pin, photos]);
  const form = useZodForm<Values, CreateNonProductBody>(schema, initial.values);
  const addressError = form.errors.address ?? (form.errors as Record<string, string | undefined>).latitude;

  const combobox = usePlaceCombobox({
    text: form.values.address,
    listLabel: t('adminLocationsUi.create.suggestions'),
    enterPicksFirst: true,
    onChoose: (picked) => {
      form.setValue('address', placeLabel(picked));
      setPlace(picked);
      setPin({ latitude: picked.latitude, longitude: picked.longitude });
      setCentreKey((key) => key + 1);
      form.setFieldError('latitude' as keyof Values & string, undefined);
    },
  });

  const submit = form.onSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      const message = errorMessage(error);
      notifyDanger({ title: failureTitle, message });
      const sent = error instanceof ApiError ? error.field?.split('.')[0] : undefined;
      const field = sent ? (FIELDS.find((f) => f === sent) ?? FIELD_OF[sent]) : undefined;
      if (field) form.setFieldError(field, message);
      else form.setFormError({ title: failureTitle, message });
    }
  });

  return (
    <Form label={t('adminLocationsUi.create.form')} onSubmit={submit}>
      <NativeSelect
        name="type"
        label={t('adminLocationsUi.create.type')}
        withAsterisk
        value={form.values.type}
        onChange={(event) => form.setValue('type', event.currentTarget.value)}
        error={form.errors.type}
        data={[
          { value: '', label: t('adminLocationsUi.create.chooseType') },
          ...NON_PRODUCT_TYPES.map((type) => ({
            value: type,
            label: t(`adminLocations.types.${type}`),
          })),
        ]}
      />
      <Field
        form={form}
        name="name"
        label={t('adminLocationsUi.create.name')}
        withAsterisk
        autoComplete="off"
      />
      <Textarea
        {...form.textInput('description')}
        onChange={(event) => form.setValue('description', event.currentTarget.value)}
        label={t('adminLocationsUi.create.description')}
        withAsterisk
        autosize
        minRows={4}
      />
      <div className={placeClasses.field}>
        <TextInput
          label={t('adminLocationsUi.create.address')}
          description={t('adminLocationsUi.create.addressHint')}
          placeholder={t('adminLocationsUi.create.addressPlaceholder')}
          name="address"
          withAsterisk
          value={form.values.address}
          onChange={(event) => {
            // Typing again drops the pick: the position always comes from a suggestion or the pin.
            form.setValue('address', event.currentTarget.value);
            setPlace(null);
            setPin(null);
            combobox.typed();
          }}
          error={addressError}
          {...combobox.inputProps}
        />
        {combobox.list}
      </div>
      {pin ? (
        <Suspense fallback={<Loading h={240} bg="gray.1" label={t('adminLocationsUi.create.map.loading')} />}>
          <PinMap
            pin={pin}
            onMove={setPin}
            centreKey={centreKey}
            zoom={PIN_ZOOM}
            texts={{
              pin: t('adminLocationsUi.create.map.pin'),
              hint: t('adminLocationsUi.create.map.hint'),
              coordinates: (latitude, longitude) =>
                t('adminLocationsUi.create.map.coordinates', { latitude, longitude }),
              move: t('adminLocationsUi.create.map.move'),
              north: t('adminLocationsUi.create.map.north'),
              south: t('adminLocationsUi.create.map.south'),
              east: t('adminLocationsUi.create.map.east'),
              west: t('adminLocationsUi.create.map.west'),
            }}
          />
        </Suspense>
      ) : (
        <Text size="sm" c="dimmed">
          {t('adminLocationsUi.create.map.empty')}
        </Text>
      )}
      <Field
        form={form}
        name="website"
        type="url"
        label={t('adminLocationsUi.create.website')}
        description={t('adminLocationsUi.create.websiteHint')}
        autoComplete="url"
      />
      <Photos photos={photos} onChange={setPhotos} />
      <FormErrorList errors={[form.formError]} />
      <FormActions>
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </FormActions>
    </Form>
  );
}
