import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';
import { maySeeExactAddress, publicPosition, roundCoordinate } from './privacy';
import type { Viewer } from './roles';

describe('the public position', () => {
  it('rounds each coordinate to two decimals', () => {
    expect(publicPosition({ latitude: -41.28647, longitude: 174.77621 })).toEqual({
      latitude: -41.29,
      longitude: 174.78,
    });
    expect(roundCoordinate(-36.8449)).toBe(-36.84);
    expect(roundCoordinate(175.004)).toBe(175);
  });

  it('rounds halves away from zero as PostgreSQL does, though the double sits just below', () => {
    expect(roundCoordinate(-41.285)).toBe(-41.29);
    expect(roundCoordinate(41.285)).toBe(41.29);
    expect(roundCoordinate(174.905)).toBe(174.91);
    expect(roundCoordinate(-0.001)).toBe(0);
    expect(Object.is(roundCoordinate(-0.001), -0)).toBe(false);
  });

  it('is never more than about 800 m from the real spot, and hides it', () => {
    for (const exact of [
      { latitude: -41.28497, longitude: 174.77503 },
      { latitude: -45.0312, longitude: 168.6626 },
      { latitude: -34.99, longitude: 173.0049 },
    ]) {
      const shown = publicPosition(exact);
      expect(distanceKm(exact, shown)).toBeLessThan(0.8);
      expect(shown).not.toEqual(exact);
    }
  });
});

describe('who may see the exact address', () => {
  const host = 'host-1';
  const property = { ownerId: host };
  const user = (userId: string, roles: NonNullable<Viewer>['roles'] = []): Viewer => ({
    userId,
    roles,
    accountValid: false,
  });

  it('is the host, an admin, or a guest with a booking there', () => {
    expect(maySeeExactAddress(user(host), property, false)).toBe(true);
    expect(maySeeExactAddress(user('a', ['administrator']), property, false)).toBe(true);
    expect(maySeeExactAddress(user('s', ['system_admin']), property, false)).toBe(true);
    expect(maySeeExactAddress(user('guest'), property, true)).toBe(true);
  });

  it('is nobody else', () => {
    expect(maySeeExactAddress(null, property, false)).toBe(false);
    expect(maySeeExactAddress(user('someone'), property, false)).toBe(false);
    // Adding properties for others is not a reason to see where people live.
    expect(maySeeExactAddress(user('p', ['addpropertiesonly_administrator']), property, false)).toBe(false);
    // A property without a host is not everyone's.
    expect(maySeeExactAddress(user('someone'), { ownerId: null }, false)).toBe(false);
  });
});
