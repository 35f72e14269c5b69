import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the locations search URL with a readable centre and tags', () => {
    expect(paths.locations.href()).toBe('/locations');
    expect(paths.locations.href({ centre: { latitude: -36.8485, longitude: 174.7633 } })).toBe(
      '/locations?c=-36.8485,174.7633',
    );
    expect(paths.locations.href({ tags: [2, 1] })).toBe('/locations?tags=1,2');
  });

  it('names the place searched for beside its centre, so the map opens on it (spec section 9)', () => {
    expect(paths.locations.href({ centre: { latitude: -44.7, longitude: 169.13 }, address: 'Wanaka' })).toBe(
      '/locations?c=-44.7,169.13&address=Wanaka',
    );
  });

  it('builds detail URLs', () => {
    expect(paths.location.href(12)).toBe('/locations/12');
    expect(paths.collection.href('farm-stays')).toBe('/collections/farm-stays');
  });
});
