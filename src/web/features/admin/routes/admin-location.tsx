import { Anchor, Stack } from '@mantine/core';
import { Link, Outlet, useParams } from 'react-router';
import { can } from '../../../../domain/roles';
import { NotFound } from '../../../components/not-found';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';
import { parseAdminLocationId } from '../components/location-id';
import { AdminSideLayout, type SideMenuItem } from '../components/admin-side-layout';
import { AuditTrail } from '../components/audit-trail';
import { MessageThreads } from '../components/message-threads';
import { useAdminLocation } from '../api/location-summary';

/**
 * /admin/locations/{locationId}/*: the side menu (details, bookings, host; spec section 2), the
 * section the router nests here, and the location's audit trail under it. Bookings need the right to
 * read anyone's nights, which addpropertiesonly_administrator has not: the item is not shown to them.
 */
export default function AdminLocationLayout() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const id = parseAdminLocationId(useParams().locationId);
  const location = useAdminLocation(id ?? 0, { enabled: id !== null });
  const title = location.data?.name ?? t('adminLocationsUi.location.untitled', { id: id ?? '' });
  usePageTitle(title);
  if (id === null) return <NotFound />;

  const items: SideMenuItem[] = [
    { href: paths.adminLocation.href(id, 'details'), label: t('adminLocationsUi.location.details') },
    ...(can(viewer, 'bookings:read-any')
      ? [{ href: paths.adminLocation.href(id, 'bookings'), label: t('adminLocationsUi.location.bookings') }]
      : []),
    { href: paths.adminLocation.href(id, 'host'), label: t('adminLocationsUi.location.host') },
  ];
  return (
    <AdminSideLayout title={title} menuLabel={t('adminLocationsUi.location.menu')} items={items}>
      <Stack gap="xl">
        <Anchor component={Link} to={paths.location.href(id)}>
          {t('adminLocationsUi.location.viewListing')}
        </Anchor>
        <Outlet />
        <MessageThreads about={{ locationId: id }} />
        <AuditTrail about={{ locationId: id }} />
      </Stack>
    </AdminSideLayout>
  );
}
