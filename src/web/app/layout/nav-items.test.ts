import { describe, expect, it } from 'vitest';
import { mainNavLinks } from './nav-items';

const labels = (viewer: Parameters<typeof mainNavLinks>[0]) => mainNavLinks(viewer).map((l) => l.label);

describe('mainNavLinks', () => {
  it('offers visitors the search and hosting', () => {
    expect(labels(null)).toEqual(['Where can I stay?', 'Become a Host']);
  });

  it('adds My Trips for campers and My Hosting for hosts', () => {
    expect(labels({ userId: 'u', roles: [], accountValid: false })).toEqual([
      'Where can I stay?',
      'Become a Host',
      'My Trips',
    ]);
    expect(labels({ userId: 'u', roles: [], accountValid: true })).toEqual([
      'Where can I stay?',
      'My Hosting',
      'My Trips',
    ]);
  });

  it('shows Admin to every admin role', () => {
    for (const role of ['system_admin', 'administrator', 'addpropertiesonly_administrator'] as const) {
      expect(labels({ userId: 'u', roles: [role], accountValid: false })).toContain('Admin');
    }
  });
});
