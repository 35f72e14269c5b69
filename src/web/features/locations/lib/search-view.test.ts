import { describe, expect, it } from 'vitest';
import { viewFromParams } from './search-view';

describe('viewFromParams: where the search map opens (spec section 9)', () => {
  it('opens on New Zealand at zoom 7 without a centre', () => {
    expect(viewFromParams(null, null)).toEqual({ centre: { latitude: -40.99, longitude: 173.41 }, zoom: 7 });
    expect(viewFromParams('not,a-centre', 'Wanaka')).toMatchObject({ zoom: 7 });
  });

  it('opens a bare ?c= centre at zoom 10', () => {
    expect(viewFromParams('-44.7,169.13', null)).toEqual({
      centre: { latitude: -44.7, longitude: 169.13 },
      zoom: 10,
    });
    expect(viewFromParams('-44.7,169.13', '  ')).toMatchObject({ zoom: 10 });
  });

  it('opens a place the visitor searched for (its centre and name) at zoom 12', () => {
    expect(viewFromParams('-44.7,169.13', 'Wanaka')).toEqual({
      centre: { latitude: -44.7, longitude: 169.13 },
      zoom: 12,
    });
  });
});
