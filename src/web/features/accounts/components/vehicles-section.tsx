import { useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  Image,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import {
  vehicleFormSchema,
  vehicleFormValues,
  type VehicleDto,
  type VehicleFormValues,
} from '../../../../domain/schemas/vehicles';
import { CERTIFICATE_KINDS, expiresSoon, VEHICLE_TYPES } from '../../../../domain/vehicle-certificates';
import { CertificateBadge } from '../../../components/certificate-badge';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field, Form, FormActions, FormErrorList, SubmitButton } from '../../../components/form/form';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { ApiError, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { useVehicles } from '../../../lib/queries/get-vehicles';
import { IMAGE_ACCEPT, useUploadImages } from '../../../lib/upload-images';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRemoveVehicle, useSaveVehicle } from '../api/vehicles';

/**
 * The account's Vehicles tab (issue 27): the guest's vehicles with their certificate's review, and
 * adding, editing and removing one. A changed certificate goes back for review (the server decides).
 */
export function VehiclesSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const vehicles = useVehicles(userId);
  const remove = useRemoveVehicle(userId);
  /** The vehicle being edited; 'new' while adding one. */
  const [editing, setEditing] = useState<VehicleDto | 'new' | null>(null);
  const [removing, setRemoving] = useState<VehicleDto | null>(null);

  if (vehicles.isPending) return <Loading />;
  if (vehicles.isError) {
    return (
      <QueryError
        error={vehicles.error}
        onRetry={() => void vehicles.refetch()}
        title={t('vehiclesUi.loadFailed')}
      />
    );
  }
  const items = vehicles.data.items;
  return (
    <Stack gap="md">
      {items.length === 0 ? (
        <Text c="dimmed">{t('vehiclesUi.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((vehicle) => (
            <Card key={vehicle.id} component="li" withBorder radius="md" padding="md" data-testid="vehicle">
              <VehicleCard
                vehicle={vehicle}
                onEdit={() => setEditing(vehicle)}
                onRemove={() => setRemoving(vehicle)}
              />
            </Card>
          ))}
        </Stack>
      )}
      <Group>
        <Button onClick={() => setEditing('new')}>{t('vehiclesUi.add')}</Button>
      </Group>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new' || editing === null
            ? t('vehiclesUi.add')
            : t('vehiclesUi.editTitle', { registration: editing.registration })
        }
        closeButtonProps={{ 'aria-label': t('vehiclesUi.close') }}
        size="lg"
      >
        {editing !== null && (
          <VehicleForm
            userId={userId}
            vehicle={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        title={t('vehiclesUi.removeTitle', { registration: removing?.registration ?? '' })}
        closeLabel={t('vehiclesUi.close')}
        cancelLabel={t('vehiclesUi.cancel')}
        confirmLabel={t('vehiclesUi.remove')}
        pending={remove.isPending}
        failure={remove.error ? errorMessage(remove.error) : null}
        onClose={() => {
          remove.reset();
          setRemoving(null);
        }}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              notifySuccess({ title: t('vehiclesUi.removed') });
            },
          })
        }
      >
        {t('vehiclesUi.removeText')}
      </ConfirmDialog>
    </Stack>
  );
}

function VehicleCard({
  vehicle,
  onEdit,
  onRemove,
}: {
  vehicle: VehicleDto;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const certificate = vehicle.certificate;
  const today = todayInAuckland();
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} size="h5">
            {vehicle.registration}
          </Title>
          <Text size="sm">
            {t(`vehiclesUi.types.${vehicle.type}`)} ·{' '}
            {t('vehiclesUi.length', { length: vehicle.lengthMetres })}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            size="compact-sm"
            onClick={onEdit}
            aria-label={t('vehiclesUi.editTitle', { registration: vehicle.registration })}
          >
            {t('vehiclesUi.edit')}
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            onClick={onRemove}
            aria-label={t('vehiclesUi.removeTitle', { registration: vehicle.registration })}
          >
            {t('vehiclesUi.remove')}
          </Button>
        </Group>
      </Group>
      <CertificateBadge certificate={certificate} />
      {certificate && (
        <Text size="sm" data-testid="certificate-status">
          {certificate.status === 'rejected'
            ? t('vehiclesUi.status.rejected', { reason: certificate.rejectionReason ?? '' })
            : t(`vehiclesUi.status.${certificate.status}`)}
        </Text>
      )}
      {certificate?.status === 'verified' && expiresSoon(certificate.expiresOn, today) && (
        <Text size="sm">
          {t('vehiclesUi.status.expiresSoon', { date: formatDisplayDate(certificate.expiresOn) })}
        </Text>
      )}
    </Stack>
  );
}

/** The form's field a refused save is about ('certificate.photoUrl' is the photo). */
function formField(field: string | undefined): keyof VehicleFormValues | undefined {
  const last = field?.split('.').pop();
  const fields: (keyof VehicleFormValues)[] = [
    'type',
    'lengthMetres',
    'registration',
    'kind',
    'expiresOn',
    'number',
    'photoUrl',
  ];
  return fields.find((f) => f === last);
}

function VehicleForm({
  userId,
  vehicle,
  onDone,
}: {
  userId: string;
  vehicle: VehicleDto | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(vehicleFormSchema, vehicleFormValues(vehicle));
  const save = useSaveVehicle(userId);
  const upload = useUploadImages();
  const registration = form.values.registration || vehicle?.registration || '';

  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: vehicle?.id ?? null, body },
      {
        onSuccess: () => {
          notifySuccess({ title: t('vehiclesUi.saved') });
          onDone();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? formField(error.field) : undefined;
          if (field) form.setFieldError(field, errorMessage(error));
          else form.setFormError({ title: t('vehiclesUi.saveFailed'), message: errorMessage(error) });
        },
      },
    ),
  );

  const onPhoto = (file: File | null) => {
    if (!file) return;
    upload.mutate([file], {
      onSuccess: ([uploaded]) => uploaded && form.setValue('photoUrl', uploaded.url),
      onError: (error) => {
        form.setFieldError('photoUrl', errorMessage(error));
        notifyDanger({ title: t('vehiclesUi.saveFailed'), message: errorMessage(error) });
      },
    });
  };

  return (
    <Form label={t('vehiclesUi.form.label')} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label={t('vehiclesUi.form.type')}
          data={VEHICLE_TYPES.map((type) => ({ value: type, label: t(`vehiclesUi.types.${type}`) }))}
          value={form.values.type}
          onChange={(event) => form.setValue('type', event.currentTarget.value)}
          error={form.errors.type}
        />
        <Field
          form={form}
          name="lengthMetres"
          label={t('vehiclesUi.form.lengthMetres')}
          inputMode="decimal"
          required
        />
      </SimpleGrid>
      <Field
        form={form}
        name="registration"
        label={t('vehiclesUi.form.registration')}
        description={t('vehiclesUi.form.registrationHint')}
        autoComplete="off"
        autoCapitalize="characters"
        required
      />
      <Checkbox label={t('vehiclesUi.form.selfContained')} {...form.checkbox('selfContained')} />
      {form.values.selfContained && (
        <Stack gap="sm">
          <Text size="sm">{t('vehiclesUi.form.review')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={t('vehiclesUi.form.kind')}
              data={CERTIFICATE_KINDS.map((kind) => ({ value: kind, label: t(`vehiclesUi.kinds.${kind}`) }))}
              value={form.values.kind}
              onChange={(event) => form.setValue('kind', event.currentTarget.value)}
              error={form.errors.kind}
            />
            <Field
              form={form}
              name="expiresOn"
              type="date"
              label={t('vehiclesUi.form.expiresOn')}
              description={t('vehiclesUi.form.expiresOnHint')}
              required
            />
          </SimpleGrid>
          <Field form={form} name="number" label={t('vehiclesUi.form.number')} autoComplete="off" required />
          <FileInput
            label={t('vehiclesUi.form.photo')}
            description={t('vehiclesUi.form.photoHint')}
            accept={IMAGE_ACCEPT}
            value={null}
            onChange={onPhoto}
            disabled={upload.isPending}
            error={form.errors.photoUrl}
            clearable={false}
            placeholder={form.values.photoUrl ? t('vehiclesUi.form.photoChosen') : undefined}
            required
          />
          {upload.isPending && (
            <Text size="sm" role="status">
              {t('vehiclesUi.form.uploading')}
            </Text>
          )}
          {form.values.photoUrl && (
            <Image
              src={form.values.photoUrl}
              alt={t('vehiclesUi.form.photoAlt', { registration })}
              mah={200}
              w="auto"
              fit="contain"
              radius="sm"
            />
          )}
        </Stack>
      )}
      <FormErrorList errors={[form.formError]} />
      <FormActions>
        <SubmitButton pending={save.isPending || upload.isPending}>{t('vehiclesUi.form.save')}</SubmitButton>
      </FormActions>
    </Form>
  );
}
