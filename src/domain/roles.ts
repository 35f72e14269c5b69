// Who may do what (spec section 6). The server resolves the viewer of every request; these rules
// are shared so the web shows the same picture.

import type { Role } from './constants';

export type Viewer = { userId: string; roles: Role[]; accountValid: boolean } | null;

const ADMIN_ROLES: Role[] = ['system_admin', 'administrator'];

export function isAdmin(viewer: Viewer): boolean {
  return !!viewer && viewer.roles.some((r) => ADMIN_ROLES.includes(r));
}

/** Admins who may only add properties still see unlisted listings. */
export function canSeeUnlisted(viewer: Viewer): boolean {
  return isAdmin(viewer) || (!!viewer && viewer.roles.includes('addpropertiesonly_administrator'));
}
