import { can, type Permission, type Viewer } from '../../../domain/roles';
import { paths, type NavLink } from '../../lib/paths';

// Navigation reads the permission table of `src/domain/roles.ts` (decision 014): a link shows when
// the viewer holds the permission its screen needs, exactly as the server decides.

/**
 * The top navigation's links for a viewer (spec section 2, Layout); Help and the account come after.
 * `partnerUrl` is the deployment's external partner page (GET /v1/config), if it has one.
 */
export function mainNavLinks(viewer: Viewer, partnerUrl: string | null = null): NavLink[] {
  const links: NavLink[] = [{ labelKey: 'whereCanIStay', href: paths.locations.href() }];
  if (can(viewer, 'admin:area')) links.push({ labelKey: 'admin', href: paths.admin.href() });
  links.push(
    can(viewer, 'locations:manage-own')
      ? { labelKey: 'myHosting', href: paths.hostingLocations.href() }
      : { labelKey: 'becomeAHost', href: paths.becomeAHost.href() },
  );
  links.push({
    labelKey: 'partnerWithUs',
    href: paths.partnerWithUs.href(partnerUrl),
    ...(partnerUrl ? { external: true } : {}),
  });
  if (viewer) links.push({ labelKey: 'myTrips', href: paths.bookings.href() });
  return links;
}

/** The admin secondary bar (spec section 2), each item with the permission its screen needs. */
const ADMIN_BAR: readonly (NavLink & { permission: Permission })[] = [
  { labelKey: 'users', href: paths.adminSection.href('users'), permission: 'users:manage-any' },
  { labelKey: 'locations', href: paths.adminSection.href('locations'), permission: 'locations:manage-any' },
  { labelKey: 'tags', href: paths.adminSection.href('tags'), permission: 'tags:manage' },
  { labelKey: 'campaigns', href: paths.adminSection.href('campaigns'), permission: 'campaigns:manage' },
  { labelKey: 'affiliates', href: paths.adminSection.href('affiliates'), permission: 'affiliates:manage' },
  { labelKey: 'dataImport', href: paths.adminSection.href('dataimport'), permission: 'import:run' },
  {
    labelKey: 'createNonProduct',
    href: paths.adminSection.href('createcommercial'),
    permission: 'locations:create-non-product',
  },
  { labelKey: 'content', href: paths.adminSection.href('content'), permission: 'content:edit' },
  { labelKey: 'widgets', href: paths.adminSection.href('widgets'), permission: 'content:edit' },
  { labelKey: 'messages', href: paths.adminSection.href('messages'), permission: 'contact:read' },
  {
    labelKey: 'certificates',
    href: paths.adminSection.href('certificates'),
    permission: 'vehicles:verify',
  },
];

/** The admin bar's links for a viewer: addpropertiesonly_administrator sees Locations and Create Non-Product listing. */
export function adminBarLinks(viewer: Viewer): NavLink[] {
  if (!can(viewer, 'admin:area')) return [];
  return ADMIN_BAR.filter((item) => can(viewer, item.permission)).map(({ labelKey, href }) => ({
    labelKey,
    href,
  }));
}
