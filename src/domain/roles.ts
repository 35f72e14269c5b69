// Who may do what (spec section 6), named once: roles grant named permissions, and owner rules say
// whose record is whose. The server's route guard, the services and the web's navigation and
// guards all read this table (decision 014), so they show and enforce the same picture.

import { ROLES, type Role } from './constants';

export type Viewer = {
  userId: string;
  roles: Role[];
  accountValid: boolean;
  /** The session of the request (set by the server's guard). */
  sessionId?: string;
  /** When that session last proved who it is: its sign-in or a re-authentication (decision 057). */
  authenticatedAt?: Date;
  /**
   * Administrator roles the person holds but may not use yet: they have no second factor
   * (decision 056). `roles` then holds none of them, so every rule sees a guest or host.
   */
  withheldRoles?: Role[];
} | null;

/**
 * The stored roles of `user` that the viewer may not change (spec section 6): only a system_admin
 * grants or removes system_admin, and nobody removes a role of their own (they could lock themselves
 * out). The admin user page disables these boxes and the roles service refuses a change to them.
 */
export function lockedRoles(viewer: Viewer, user: RoleHolder): Role[] {
  const isSelf = viewer?.userId === user.id;
  return ROLES.filter(
    (role) =>
      (role === 'system_admin' && !grantsSystemAdmin(viewer)) || (isSelf && user.roles.includes(role)),
  );
}

type RoleHolder = { id: string; roles: readonly Role[] };
const grantsSystemAdmin = (viewer: Viewer) => viewer?.roles.includes('system_admin') ?? false;

/** Why the viewer may not give `user` exactly the roles `wanted`, or null when they may. */
export function roleChangeRefusal(
  viewer: Viewer,
  user: RoleHolder,
  wanted: readonly Role[],
): 'adminUsers.systemAdminOnly' | 'adminUsers.ownAdminRoles' | null {
  const changed = ROLES.filter((role) => user.roles.includes(role) !== wanted.includes(role));
  if (changed.includes('system_admin') && !grantsSystemAdmin(viewer)) return 'adminUsers.systemAdminOnly';
  const locked = lockedRoles(viewer, user);
  return changed.some((role) => locked.includes(role)) ? 'adminUsers.ownAdminRoles' : null;
}

/**
 * Every permission a route, a service or a screen may ask for. `-own` permissions still need the
 * owner rule below (the record must be the viewer's); `-any` ones reach everyone's.
 */
export const PERMISSIONS = [
  // Every signed-in person (a guest)
  'users:manage-own', // read and change one's own profile and referral
  'payments:manage-own', // one's own card
  'payouts:manage-own', // one's own payout account: setting it up is how a guest becomes a host
  'images:upload',
  'bookings:create',
  'bookings:cancel-own', // a booking one made
  'bookings:read-own', // the nights one booked (My Trips)
  // Accept or decline the requests to book at one's own properties (owner rule in the service): a
  // host whose payout account lapsed may still decline.
  'bookings:answer-requests',
  'reviews:write',
  // Reach one's own properties (create, edit, list/unlist, My Properties). Editing still needs a host
  // or an administrator, checked by canManageLocation: the service then answers a person without a
  // valid payout account with a clear "set up your payout account" rather than the guard's 403.
  'locations:own',
  'messages:own', // one's own conversations, as guest or host (issue 26)
  'vehicles:manage-own', // one's own vehicles and their self-containment certificates (issue 27)
  // A host (a valid payout account)
  'locations:create', // a property of one's own
  'locations:manage-own', // edit and list/unlist one's properties, see their bookings and transactions
  'bookings:cancel-hosted', // a booking at one's own property
  'bookings:read-hosted', // the nights guests booked at one's own properties (Guest Bookings)
  // Administrators
  'admin:area', // the Admin link, /admin and its bar
  'users:manage-any', // see and edit anyone, their email without a password, set a password
  'locations:manage-any', // search, list/unlist and edit any property, unlisted ones included
  'locations:create-non-product', // commercial or freedom campsites
  'bookings:refund', // refund and cancel any booking, per night
  'bookings:read-any', // everyone's nights: by guest, host or property
  'tags:manage',
  'campaigns:manage',
  'affiliates:manage', // add or remove an affiliate on a user, pay affiliates
  'import:run',
  'content:edit', // content pages, collections and widgets
  'contact:read', // the messages sent through Contact Us
  'messages:read-any', // read any conversation, with a reason kept in the audit trail (issue 26)
  'vehicles:verify', // approve or reject guests' self-containment certificates (issue 27)
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** guest and host are not stored: every signed-in person is a guest, and a host has a valid payout account. */
export type RoleName = 'guest' | 'host' | Role;

const GUEST: readonly Permission[] = [
  'users:manage-own',
  'payments:manage-own',
  'payouts:manage-own',
  'images:upload',
  'bookings:create',
  'bookings:cancel-own',
  'bookings:read-own',
  'bookings:answer-requests',
  'reviews:write',
  'locations:own',
  'messages:own',
  'vehicles:manage-own',
];
const HOST: readonly Permission[] = [
  'locations:create',
  'locations:manage-own',
  'bookings:cancel-hosted',
  'bookings:read-hosted',
];
const ADMINISTRATOR: readonly Permission[] = [
  'admin:area',
  'users:manage-any',
  'locations:manage-any',
  'locations:create-non-product',
  'bookings:refund',
  'bookings:read-any',
  'tags:manage',
  'campaigns:manage',
  'affiliates:manage',
  'import:run',
  'content:edit',
  'contact:read',
  'messages:read-any',
  'vehicles:verify',
];

/** The table: what each role grants. A person's permissions are the union over their roles. */
export const ROLE_PERMISSIONS: Readonly<Record<RoleName, readonly Permission[]>> = {
  guest: GUEST,
  host: HOST,
  system_admin: ADMINISTRATOR,
  administrator: ADMINISTRATOR,
  // Sees only Locations and Create Non-Product listing in the admin bar (spec section 6).
  addpropertiesonly_administrator: ['admin:area', 'locations:manage-any', 'locations:create-non-product'],
};

/**
 * Whether a permission is refused only because the viewer's administrator roles wait for a second
 * factor: the guard then answers auth.secondFactorRequired instead of "not an admin".
 */
export function waitsForSecondFactor(viewer: Viewer, permission: Permission): boolean {
  if (!viewer?.withheldRoles?.length || can(viewer, permission)) return false;
  return can({ ...viewer, roles: [...viewer.roles, ...viewer.withheldRoles], withheldRoles: [] }, permission);
}

/** The roles a viewer holds, the derived ones included; none for a visitor. */
export function rolesOf(viewer: Viewer): RoleName[] {
  if (!viewer) return [];
  const roles: RoleName[] = ['guest'];
  if (viewer.accountValid) roles.push('host');
  for (const role of viewer.roles) if (role in ROLE_PERMISSIONS && !roles.includes(role)) roles.push(role);
  return roles;
}

/** Whether the viewer holds the permission. A visitor holds none. */
export function can(viewer: Viewer, permission: Permission): boolean {
  return !!viewer && rolesOf(viewer).some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

// Owner rules: whose record is whose. A service asks these with the record in hand; a record the
// viewer may not reach answers as one that does not exist (404), so ids cannot be probed.

/** The user record `userId` is the viewer's own. */
export const isSelf = (viewer: Viewer, userId: string): boolean => !!viewer && viewer.userId === userId;

/** A user's record (profile, card, payout account, balance): their own, or anyone's for those who manage users. */
export function canReachUser(viewer: Viewer, userId: string): boolean {
  return (can(viewer, 'users:manage-own') && isSelf(viewer, userId)) || can(viewer, 'users:manage-any');
}

/** The property is the viewer's own, whether or not their payout account is valid today. */
export const ownsLocation = (viewer: Viewer, location: { ownerId: string | null }): boolean =>
  !!viewer && location.ownerId !== null && location.ownerId === viewer.userId;

/** Creating a property: a host (of their own), or an administrator (as themselves). */
export function canCreateProperty(viewer: Viewer): boolean {
  return can(viewer, 'locations:create') || can(viewer, 'locations:manage-any');
}

/** Editing, listing or unlisting a property: its host (with a valid payout account), or an administrator. */
export function canManageLocation(viewer: Viewer, location: { ownerId: string | null }): boolean {
  return (
    (can(viewer, 'locations:manage-own') && ownsLocation(viewer, location)) ||
    can(viewer, 'locations:manage-any')
  );
}

/** Cancelling a booking: the guest who made it, the host of the property, or an administrator. */
export function canCancelBooking(
  viewer: Viewer,
  booking: { guestId: string; hostId: string | null },
): boolean {
  return (
    (can(viewer, 'bookings:cancel-own') && isSelf(viewer, booking.guestId)) ||
    (can(viewer, 'bookings:cancel-hosted') && booking.hostId !== null && isSelf(viewer, booking.hostId)) ||
    can(viewer, 'bookings:refund')
  );
}

/** Listing a guest's nights (GET /v1/bookings?guest=): one's own, or anyone's for an administrator. */
export function canListGuestBookings(viewer: Viewer, guestId: string): boolean {
  return (can(viewer, 'bookings:read-own') && isSelf(viewer, guestId)) || can(viewer, 'bookings:read-any');
}

/**
 * Listing the nights booked at a host's properties (GET /v1/bookings?host=): the host themselves (with
 * a valid payout account, like managing the properties), or an administrator.
 */
export function canListHostedBookings(viewer: Viewer, hostId: string): boolean {
  return (can(viewer, 'bookings:read-hosted') && isSelf(viewer, hostId)) || can(viewer, 'bookings:read-any');
}

/**
 * Listing the nights an affiliate's referrals booked (GET /v1/bookings?referrer=): the affiliate
 * themselves (what they will be paid for), or an administrator.
 */
export function canListReferredBookings(viewer: Viewer, referrerId: string): boolean {
  return (can(viewer, 'bookings:read-own') && isSelf(viewer, referrerId)) || can(viewer, 'bookings:read-any');
}

/** A host: a signed-in person with a valid payout account (spec section 6). */
export const isHost = (viewer: Viewer): boolean => rolesOf(viewer).includes('host');

/** A full administrator (system_admin or administrator): the one who manages users. */
export const isAdmin = (viewer: Viewer): boolean => can(viewer, 'users:manage-any');

/** Unlisted (inactive) properties are seen by whoever may manage any property. */
export const canSeeUnlisted = (viewer: Viewer): boolean => can(viewer, 'locations:manage-any');
