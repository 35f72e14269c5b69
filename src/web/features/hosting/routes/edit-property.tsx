import { useMemo, useState } from 'react';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { can } from '../../../../domain/roles';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import type { UpdatePropertyBody } from '../../../../domain/schemas/property';
import { NotFound } from '../../../components/not-found';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { errorCode, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { isHost, useViewer } from '../../../lib/session';
import { useProperty } from '../api/get-property';
import { useUpdateProperty } from '../api/update-property';
import { NeedPayoutAccount, PropertyForm } from '../components/property-form';
import { SaveFailure } from '../components/save-failure';
import { propertyFormFromDetail, propertyIdFrom, propertyUpdateSchema } from '../lib/property-form';

/** /hosting/locations/{locationId} (spec section 2): the property form for its host, or any administrator. */
export default function EditPropertyRoute() {
  const id = propertyIdFrom(useParams().locationId);
  if (id === null) return <NotFound />;
  return <EditProperty id={id} />;
}

function EditProperty({ id }: { id: number }) {
  const { t } = useTranslation();
  usePageTitle(t('propertyForm.editTitle'));
  const { viewer } = useViewer();
  const property = useProperty(id);
  const update = useUpdateProperty(id);
  // What the form was started from: the first answer, then each save's, then Reload's. A refetch in
  // the background (a reconnect) never replaces what the host is typing.
  const [snapshot, setSnapshot] = useState<LocationDetail | null>(null);
  // Bumped by Reload: the form starts again from what is saved now, even at the same version.
  const [reloads, setReloads] = useState(0);
  const [reloading, setReloading] = useState(false);
  if (!snapshot && property.data) setSnapshot(property.data);
  const data = snapshot ?? property.data;
  const initial = useMemo(() => (data ? propertyFormFromDetail(data) : null), [data]);

  if (property.isPending) return <PageLoader />;
  if (!data || !initial) {
    // Another host's property answers 404, as one that does not exist.
    return (
      <QueryError
        error={property.error}
        onRetry={() => void property.refetch()}
        title={t('propertyForm.loadFailed')}
      />
    );
  }

  const version = data.version;
  const save = async (body: UpdatePropertyBody) => {
    try {
      setSnapshot(await update.mutateAsync(body));
      notifySuccess({ title: t('property.updated') });
    } catch (failure) {
      notifyDanger({ title: t('property.updateFailed'), message: errorMessage(failure) });
      throw failure;
    }
  };
  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await property.refetch();
      if (fresh.data) {
        setSnapshot(fresh.data);
        update.reset();
        setReloads((n) => n + 1);
      }
    } finally {
      setReloading(false);
    }
  };
  // Saving needs a valid payout account unless one is an administrator (spec section 4): said up front.
  const mustSetUpPayouts = !isHost(viewer) && !can(viewer, 'locations:manage-any');

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={1}>{t('propertyForm.editTitle')}</Title>
          <Button component={Link} to={paths.location.href(id)} variant="default">
            {t('propertyForm.viewListing')}
          </Button>
        </Group>
        {mustSetUpPayouts && <NeedPayoutAccount />}
        <PropertyForm
          // A save (a new version) or Reload replaces the form with what is saved.
          key={`${version}-${reloads}`}
          mode="edit"
          locationId={id}
          initial={initial}
          schema={propertyUpdateSchema(version)}
          onSubmit={save}
          pending={update.isPending}
          submitLabel={t('propertyForm.submitEdit')}
          alert={
            <SaveFailure
              // The notice above the form already says a payout account is needed.
              error={
                mustSetUpPayouts && errorCode(update.error) === 'property.needPayoutAccount'
                  ? null
                  : update.error
              }
              title={t('property.updateFailed')}
              onReload={() => void reload()}
              reloading={reloading}
            />
          }
        />
      </Stack>
    </Container>
  );
}
