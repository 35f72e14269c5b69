import { describe, expect, it } from 'vitest';
import {
  can,
  lockedRoles,
  roleChangeRefusal,
  canCancelBooking,
  canCreateProperty,
  canListGuestBookings,
  canListHostedBookings,
  canManageLocation,
  canReachUser,
  canSeeUnlisted,
  isAdmin,
  isHost,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  rolesOf,
  type Permission,
  type Viewer,
} from './roles';
import type { Role } from './constants';

const permissionsOf = (viewer: Viewer) => new Set(rolesOf(viewer).flatMap((role) => ROLE_PERMISSIONS[role]));

const person = (roles: Role[] = [], accountValid = false, userId = 'me'): Viewer => ({
  userId,
  roles,
  accountValid,
});

const PEOPLE = {
  visitor: null,
  guest: person(),
  host: person([], true),
  system_admin: person(['system_admin']),
  administrator: person(['administrator']),
  addpropertiesonly_administrator: person(['addpropertiesonly_administrator']),
} satisfies Record<string, Viewer>;

const GUEST: Permission[] = [
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
const HOST: Permission[] = [
  ...GUEST,
  'locations:create',
  'locations:manage-own',
  'bookings:cancel-hosted',
  'bookings:read-hosted',
];
const ADMIN: Permission[] = [
  ...GUEST,
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

describe('the permission table', () => {
  it('grants each kind of person exactly their permissions', () => {
    const granted = (viewer: Viewer) => PERMISSIONS.filter((p) => can(viewer, p));
    expect(granted(PEOPLE.visitor)).toEqual([]);
    expect(granted(PEOPLE.guest).sort()).toEqual([...GUEST].sort());
    expect(granted(PEOPLE.host).sort()).toEqual([...HOST].sort());
    expect(granted(PEOPLE.system_admin).sort()).toEqual([...ADMIN].sort());
    expect(granted(PEOPLE.administrator).sort()).toEqual([...ADMIN].sort());
    // Spec section 6: only Locations and Create Non-Product listing in the admin bar.
    expect(granted(PEOPLE.addpropertiesonly_administrator).sort()).toEqual(
      [...GUEST, 'admin:area', 'locations:manage-any', 'locations:create-non-product'].sort(),
    );
  });

  it('derives guest and host, and unions the roles of a person who holds several', () => {
    expect(rolesOf(null)).toEqual([]);
    expect(rolesOf(PEOPLE.guest)).toEqual(['guest']);
    expect(rolesOf(PEOPLE.host)).toEqual(['guest', 'host']);
    const both = person(['addpropertiesonly_administrator'], true);
    expect(rolesOf(both)).toEqual(['guest', 'host', 'addpropertiesonly_administrator']);
    expect(permissionsOf(both)).toEqual(
      new Set([...HOST, 'admin:area', 'locations:manage-any', 'locations:create-non-product']),
    );
  });

  it('ignores a role it does not know', () => {
    expect(rolesOf(person(['superuser' as Role]))).toEqual(['guest']);
  });

  it('names every permission once and grants each to some role', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    const granted = new Set(Object.values(ROLE_PERMISSIONS).flat());
    expect(PERMISSIONS.filter((p) => !granted.has(p))).toEqual([]);
  });

  it('keeps isAdmin, isHost and canSeeUnlisted in step with the table', () => {
    expect(
      Object.entries(PEOPLE)
        .filter(([, v]) => isAdmin(v))
        .map(([k]) => k),
    ).toEqual(['system_admin', 'administrator']);
    expect(
      Object.entries(PEOPLE)
        .filter(([, v]) => isHost(v))
        .map(([k]) => k),
    ).toEqual(['host']);
    expect(
      Object.entries(PEOPLE)
        .filter(([, v]) => canSeeUnlisted(v))
        .map(([k]) => k),
    ).toEqual(['system_admin', 'administrator', 'addpropertiesonly_administrator']);
  });
});

describe('owner rules', () => {
  it('lets people reach their own user record, and administrators everyone’s', () => {
    expect(canReachUser(null, 'me')).toBe(false);
    expect(canReachUser(PEOPLE.guest, 'me')).toBe(true);
    expect(canReachUser(PEOPLE.guest, 'someone-else')).toBe(false);
    expect(canReachUser(PEOPLE.host, 'someone-else')).toBe(false);
    expect(canReachUser(PEOPLE.addpropertiesonly_administrator, 'someone-else')).toBe(false);
    expect(canReachUser(PEOPLE.administrator, 'someone-else')).toBe(true);
    expect(canReachUser(PEOPLE.system_admin, 'someone-else')).toBe(true);
  });

  it('lets a host manage their own property, and administrators any', () => {
    const mine = { ownerId: 'me' };
    const theirs = { ownerId: 'someone-else' };
    expect(canManageLocation(PEOPLE.host, mine)).toBe(true);
    expect(canManageLocation(PEOPLE.host, theirs)).toBe(false);
    expect(canManageLocation(PEOPLE.host, { ownerId: null })).toBe(false);
    // A property stays its owner's, but managing it needs a valid payout account (spec section 5).
    expect(canManageLocation(PEOPLE.guest, mine)).toBe(false);
    expect(canManageLocation(PEOPLE.addpropertiesonly_administrator, theirs)).toBe(true);
    expect(canManageLocation(PEOPLE.administrator, { ownerId: null })).toBe(true);
    expect(canManageLocation(null, mine)).toBe(false);
  });

  it('lets hosts and administrators create properties, and nobody else', () => {
    expect(
      Object.entries(PEOPLE)
        .filter(([, v]) => canCreateProperty(v))
        .map(([k]) => k),
    ).toEqual(['host', 'system_admin', 'administrator', 'addpropertiesonly_administrator']);
  });

  it('lets the guest, the host of the property or an administrator cancel a booking', () => {
    const made = { guestId: 'me', hostId: 'someone-else' };
    const hosted = { guestId: 'someone-else', hostId: 'me' };
    const neither = { guestId: 'someone-else', hostId: 'another' };
    expect(canCancelBooking(PEOPLE.guest, made)).toBe(true);
    expect(canCancelBooking(PEOPLE.guest, hosted)).toBe(false);
    expect(canCancelBooking(PEOPLE.host, hosted)).toBe(true);
    expect(canCancelBooking(PEOPLE.host, neither)).toBe(false);
    expect(canCancelBooking(PEOPLE.addpropertiesonly_administrator, neither)).toBe(false);
    expect(canCancelBooking(PEOPLE.administrator, neither)).toBe(true);
    expect(canCancelBooking(null, made)).toBe(false);
  });

  it('lists a guest’s nights for that guest, and a host’s for that host, and everyone’s for administrators', () => {
    expect(canListGuestBookings(PEOPLE.guest, 'me')).toBe(true);
    expect(canListGuestBookings(PEOPLE.guest, 'someone')).toBe(false);
    expect(canListGuestBookings(PEOPLE.addpropertiesonly_administrator, 'someone')).toBe(false);
    expect(canListGuestBookings(PEOPLE.administrator, 'someone')).toBe(true);
    expect(canListGuestBookings(null, 'me')).toBe(false);
    expect(canListHostedBookings(PEOPLE.host, 'me')).toBe(true);
    expect(canListHostedBookings(PEOPLE.host, 'someone')).toBe(false);
    // Without a valid payout account one is not (yet) a host.
    expect(canListHostedBookings(PEOPLE.guest, 'me')).toBe(false);
    expect(canListHostedBookings(PEOPLE.system_admin, 'someone')).toBe(true);
  });
});

describe('lockedRoles and roleChangeRefusal', () => {
  const root: Viewer = { userId: 'root', roles: ['system_admin'], accountValid: false };
  const admin: Viewer = { userId: 'admin', roles: ['administrator'], accountValid: false };
  const someone = { id: 'someone', roles: [] as Role[] };

  it('lets only a system_admin change system_admin, and nobody remove a role of their own', () => {
    expect(lockedRoles(admin, someone)).toEqual(['system_admin']);
    expect(lockedRoles(root, someone)).toEqual([]);
    expect(lockedRoles(admin, { id: 'admin', roles: ['administrator'] })).toEqual([
      'system_admin',
      'administrator',
    ]);
    expect(roleChangeRefusal(admin, someone, ['system_admin'])).toBe('adminUsers.systemAdminOnly');
    expect(roleChangeRefusal(root, someone, ['system_admin'])).toBeNull();
    expect(roleChangeRefusal(admin, someone, ['administrator'])).toBeNull();
    expect(roleChangeRefusal(admin, { id: 'admin', roles: ['administrator'] }, [])).toBe(
      'adminUsers.ownAdminRoles',
    );
    expect(roleChangeRefusal(root, { id: 'root', roles: ['system_admin'] }, [])).toBe(
      'adminUsers.ownAdminRoles',
    );
    // Adding a role to oneself takes nothing away.
    expect(
      roleChangeRefusal(admin, { id: 'admin', roles: ['administrator'] }, [
        'administrator',
        'addpropertiesonly_administrator',
      ]),
    ).toBeNull();
  });
});
