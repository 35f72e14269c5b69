import { Button } from '@mantine/core';
import type { AdminLocationRow } from '../../../../domain/schemas/locations';
import { ApiError, errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { closeNotice, notifyDanger, notifyInfo, notifyWarning } from '../../../lib/notify';
import { useSetLocationStatus } from '../api/location-set-status';

const STATUS_NOTICE_ID = 'admin-location-status';

/**
 * List or Unlist from the admin table (spec sections 4 and 8): 'Updating location status...' while
 * it goes; listing a listing without a photo shows the spec's warning and sends nothing.
 */
export function LocationStatusButton({
  location,
}: {
  location: Pick<AdminLocationRow, 'id' | 'name' | 'status' | 'imageCount'>;
}) {
  const { t } = useTranslation();
  const change = useSetLocationStatus();
  const listed = location.status === 'active';

  const warnNoPhoto = () =>
    notifyWarning({ title: t('property.listWithoutPhotoTitle'), message: t('property.listWithoutPhoto') });

  const toggle = () => {
    if (!listed && location.imageCount === 0) return warnNoPhoto();
    notifyInfo({ id: STATUS_NOTICE_ID, title: t('property.updatingStatus') });
    change.mutate(
      { id: location.id, status: listed ? 'inactive' : 'active' },
      {
        onSuccess: () => closeNotice(STATUS_NOTICE_ID),
        onError: (error) => {
          closeNotice(STATUS_NOTICE_ID);
          // Someone removed the last photo since the table was read: the server refuses as we do.
          if (error instanceof ApiError && error.code === 'property.listWithoutPhoto') warnNoPhoto();
          else notifyDanger({ title: t('property.updateFailed'), message: errorMessage(error) });
        },
      },
    );
  };

  return (
    <Button
      size="xs"
      variant={listed ? 'default' : 'filled'}
      loading={change.isPending}
      onClick={toggle}
      aria-label={t(listed ? 'adminLocationsUi.list.unlistName' : 'adminLocationsUi.list.listName', {
        name: location.name,
      })}
    >
      {t(listed ? 'adminLocationsUi.list.unlist' : 'adminLocationsUi.list.list')}
    </Button>
  );
}
