import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/constants';
import { i18n } from '../../lib/i18n';
import type { NavLink } from '../../lib/paths';
import { adminBarLinks, mainNavLinks } from './nav-items';

/** A link's label as the English screen shows it. */
const label = (link: NavLink) => i18n.t(`layout.nav.${link.labelKey}`);

const labels = (viewer: Parameters<typeof mainNavLinks>[0]) => mainNavLinks(viewer).map(label);

describe('mainNavLinks', () => {
  it('offers visitors the search, hosting and partnering', () => {
    expect(labels(null)).toEqual(['Where can I stay?', 'Become a Host', 'Partner With Us']);
  });

  it('sends Partner With Us to the About page’s partner section when the deployment names no partner page', () => {
    const partner = mainNavLinks(null).find((link) => link.labelKey === 'partnerWithUs');
    expect(partner).toEqual({ labelKey: 'partnerWithUs', href: '/about#partner-with-us' });
  });

  it('makes Partner With Us the external link the deployment configures (spec section 2)', () => {
    const partner = mainNavLinks(null, 'https://partners.example.org/stopover').find(
      (link) => link.labelKey === 'partnerWithUs',
    );
    expect(partner).toEqual({
      labelKey: 'partnerWithUs',
      href: 'https://partners.example.org/stopover',
      external: true,
    });
    // Every other link stays in the app.
    expect(
      mainNavLinks({ userId: 'u', roles: [], accountValid: true }, 'https://partners.example.org/stopover')
        .filter((link) => link.external)
        .map(label),
    ).toEqual(['Partner With Us']);
  });

  it('adds My Trips for campers and My Hosting for hosts', () => {
    expect(labels({ userId: 'u', roles: [], accountValid: false })).toEqual([
      'Where can I stay?',
      'Become a Host',
      'Partner With Us',
      'My Trips',
    ]);
    expect(labels({ userId: 'u', roles: [], accountValid: true })).toEqual([
      'Where can I stay?',
      'My Hosting',
      'Partner With Us',
      'My Trips',
    ]);
  });

  it('shows Admin to every admin role', () => {
    for (const role of ['system_admin', 'administrator', 'addpropertiesonly_administrator'] as const) {
      expect(labels({ userId: 'u', roles: [role], accountValid: false })).toContain('Admin');
    }
  });
});

describe('mainNavLinks and the permission table', () => {
  it('shows Admin to nobody else, and My Hosting to admins only when they are hosts too', () => {
    expect(labels({ userId: 'u', roles: [], accountValid: true })).not.toContain('Admin');
    expect(labels({ userId: 'u', roles: ['administrator'], accountValid: false })).toContain('Become a Host');
    expect(labels({ userId: 'u', roles: ['administrator'], accountValid: true })).toContain('My Hosting');
  });
});

describe('adminBarLinks', () => {
  const bar = (roles: Role[], accountValid = false) =>
    adminBarLinks({ userId: 'u', roles, accountValid }).map(label);
  const EVERYTHING = [
    'Users',
    'Locations',
    'Tags',
    'Campaigns',
    'Affiliates',
    'Data Import',
    'Create Non-Product listing',
    'Content',
    'Widgets',
    'Messages',
    'Certificates',
  ];

  it('offers the whole bar to system_admin and administrator', () => {
    expect(bar(['system_admin'])).toEqual(EVERYTHING);
    expect(bar(['administrator'])).toEqual(EVERYTHING);
  });

  it('offers addpropertiesonly_administrator Locations and Create Non-Product listing only (spec section 6)', () => {
    expect(bar(['addpropertiesonly_administrator'])).toEqual(['Locations', 'Create Non-Product listing']);
    expect(bar(['addpropertiesonly_administrator'], true)).toEqual([
      'Locations',
      'Create Non-Product listing',
    ]);
  });

  it('offers nothing to visitors, guests and hosts', () => {
    expect(adminBarLinks(null)).toEqual([]);
    expect(bar([])).toEqual([]);
    expect(bar([], true)).toEqual([]);
  });

  it('links each item under /admin', () => {
    for (const link of adminBarLinks({ userId: 'u', roles: ['system_admin'], accountValid: false })) {
      expect(link.href).toMatch(/^\/admin\/[a-z]+$/);
    }
  });
});
