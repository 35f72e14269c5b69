import { describe, expect, it } from 'vitest';
import type { PropertyListItem } from '../../../../domain/schemas/property';
import { statusChange, withStatus } from './my-properties';

const property = (id: number, extra: Partial<PropertyListItem> = {}): PropertyListItem => ({
  id,
  name: `Property ${id}`,
  status: 'active',
  image: '/uploads/a.jpg',
  imageCount: 2,
  siteCount: 1,
  price: 2500,
  city: 'Martinborough',
  region: 'Wellington',
  ...extra,
});

describe('statusChange', () => {
  it('refuses to switch On a property without a photo, without asking the server', () => {
    expect(statusChange({ imageCount: 0 }, true)).toEqual({ refuse: 'noPhoto' });
  });

  it('sends On for a property with a photo, and Off always', () => {
    expect(statusChange({ imageCount: 1 }, true)).toEqual({ send: 'active' });
    expect(statusChange({ imageCount: 3 }, false)).toEqual({ send: 'inactive' });
    expect(statusChange({ imageCount: 0 }, false)).toEqual({ send: 'inactive' });
  });
});

describe('withStatus', () => {
  it('changes only the property the server answered about', () => {
    const list = { items: [property(1), property(2)] };
    const next = withStatus(list, { id: 2, status: 'inactive' });
    expect(next?.items.map((p) => p.status)).toEqual(['active', 'inactive']);
    expect(next?.items[0]).toBe(list.items[0]);
    expect(list.items[1]!.status).toBe('active');
  });

  it('gives back the same list when nothing changes (another host’s list, or the same status)', () => {
    const list = { items: [property(1)] };
    expect(withStatus(list, { id: 9, status: 'inactive' })).toBe(list);
    expect(withStatus(list, { id: 1, status: 'active' })).toBe(list);
    expect(withStatus(undefined, { id: 1, status: 'active' })).toBeUndefined();
  });
});
