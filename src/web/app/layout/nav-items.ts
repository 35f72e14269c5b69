import type { Viewer } from '../../../domain/roles';
import { paths, type NavLink } from '../../lib/paths';
import { isHost, seesAdminArea } from '../../lib/session';

/** The top navigation's links for a viewer (spec section 2, Layout); Help and the account come after. */
export function mainNavLinks(viewer: Viewer): NavLink[] {
  const links: NavLink[] = [{ label: 'Where can I stay?', href: paths.locations.href() }];
  if (seesAdminArea(viewer)) links.push({ label: 'Admin', href: paths.admin.href() });
  links.push(
    isHost(viewer)
      ? { label: 'My Hosting', href: paths.hostingLocations.href() }
      : { label: 'Become a Host', href: paths.becomeAHost.href() },
  );
  if (viewer) links.push({ label: 'My Trips', href: paths.bookings.href() });
  return links;
}
