import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { isNonProductType, type NonProductType } from '../../../../domain/schemas/property';
import { NotFound } from '../../../components/not-found';
import { Loading } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { useTranslation } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useAdminLocation } from '../api/location-summary';
import { useNonProductListing, useUpdateNonProductListing } from '../api/commercial-update';
import { CommercialForm, type CommercialFormInitial } from '../components/commercial-form';
import { parseAdminLocationId } from '../components/location-id';

/**
 * A listing's admin Details: a hosted property opens the property editor (given by the router, as
 * My Properties uses it); a commercial or freedom campsite, which has no sites, its own form.
 */
export default function AdminLocationDetailsRoute({ propertyEditor }: { propertyEditor: ReactNode }) {
  const { t } = useTranslation();
  const id = parseAdminLocationId(useParams().locationId);
  const summary = useAdminLocation(id ?? 0, { enabled: id !== null });
  if (id === null) return <NotFound />;
  if (summary.isPending) return <Loading />;
  if (summary.isError) {
    return (
      <QueryError
        error={summary.error}
        onRetry={() => void summary.refetch()}
        title={t('propertyForm.loadFailed')}
      />
    );
  }
  if (!isNonProductType(summary.data.type)) return <>{propertyEditor}</>;
  return <NonProductDetails id={id} />;
}

/** What the form starts from: the listing as saved, its exact position for the pin. */
function initialOf(listing: LocationDetail): CommercialFormInitial {
  const position = listing.address ?? { latitude: listing.latitude, longitude: listing.longitude };
  return {
    values: {
      type: listing.type,
      name: listing.name,
      description: listing.description,
      address: listing.address?.address ?? '',
      website: listing.website ?? '',
    },
    place: {
      name: listing.address?.city ?? listing.city ?? '',
      region: listing.region,
      latitude: position.latitude,
      longitude: position.longitude,
    },
    pin: { latitude: position.latitude, longitude: position.longitude },
    photos: listing.images,
  };
}

function NonProductDetails({ id }: { id: number }) {
  const { t } = useTranslation();
  const listing = useNonProductListing(id);
  const update = useUpdateNonProductListing(id);
  if (listing.isPending) return <Loading />;
  if (listing.isError) {
    return (
      <QueryError
        error={listing.error}
        onRetry={() => void listing.refetch()}
        title={t('propertyForm.loadFailed')}
      />
    );
  }
  const { version } = listing.data;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('adminLocationsUi.location.details')}
      </Title>
      <Paper withBorder radius="md" p="md">
        {/* A new version starts the form again from what was saved. */}
        <CommercialForm
          key={version}
          initial={initialOf(listing.data)}
          submitLabel={t('adminLocationsUi.edit.submit')}
          failureTitle={t('property.updateFailed')}
          pending={update.isPending}
          onSave={async (body) => {
            await update.mutateAsync({ ...body, type: body.type as NonProductType, version });
            notifySuccess({ title: t('property.updated'), message: body.name });
          }}
        />
      </Paper>
    </Stack>
  );
}
