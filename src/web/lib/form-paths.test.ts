import { describe, expect, it } from 'vitest';
import {
  errorKeyIn,
  getPath,
  insertAt,
  pathKey,
  pathSegments,
  removeAt,
  setPath,
  withoutErrorsAt,
} from './form-paths';

const values = {
  name: 'Farm',
  sites: [
    { name: 'Top', tags: [1, 2], stayRules: { minNights: 2 } },
    { name: 'Lower', tags: [], stayRules: {} },
  ],
};

describe('paths', () => {
  it('reads dotted and listed paths alike, digits as indexes', () => {
    expect(pathSegments('sites.0.name')).toEqual(['sites', 0, 'name']);
    expect(pathSegments(['sites', '1', 'name'])).toEqual(['sites', 1, 'name']);
    expect(pathKey(['sites', 0, 'tags', 1])).toBe('sites.0.tags.1');
    expect(pathKey('')).toBe('');
  });

  it('gets the value at a path, undefined past a missing step', () => {
    expect(getPath(values, 'sites.1.name')).toBe('Lower');
    expect(getPath(values, ['sites', 0, 'tags', 1])).toBe(2);
    expect(getPath(values, 'sites.5.name')).toBeUndefined();
    expect(getPath(values, 'name.length.x')).toBeUndefined();
    expect(getPath(values, '')).toBe(values);
  });

  it('sets a value by copying only what is on the way', () => {
    const next = setPath(values, 'sites.1.name', 'Orchard');
    expect(next.sites[1]!.name).toBe('Orchard');
    expect(values.sites[1]!.name).toBe('Lower');
    expect(Array.isArray(next.sites)).toBe(true);
    expect(next.sites[0]).toBe(values.sites[0]);
    expect(next.sites[1]!.stayRules).toBe(values.sites[1]!.stayRules);
  });

  it('makes the missing steps: a list before an index, else an object', () => {
    expect(setPath({}, 'a.0.b', 1)).toEqual({ a: [{ b: 1 }] });
    expect(setPath({ a: null }, ['a', 'b'], 'x')).toEqual({ a: { b: 'x' } });
    expect(setPath(values, '', 'all')).toBe('all');
  });

  it('inserts and removes list items', () => {
    expect(insertAt(['a', 'c'], 'b', 1)).toEqual(['a', 'b', 'c']);
    expect(insertAt(['a'], 'b')).toEqual(['a', 'b']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

describe('withoutErrorsAt', () => {
  const errors = {
    sites: 'At least one site',
    'sites.0.name': 'Required',
    'sites.0.availabilityRules.1.dates': 'Bad dates',
    'sites.1.price': 'Too low',
    'sites.10.name': 'Required',
    name: 'Required',
  };

  it('drops the messages about a value and everything inside it', () => {
    expect(withoutErrorsAt(errors, ['sites', 0])).toEqual({
      sites: 'At least one site',
      'sites.1.price': 'Too low',
      'sites.10.name': 'Required',
      name: 'Required',
    });
    expect(withoutErrorsAt(errors, 'sites')).toEqual({ name: 'Required' });
  });

  it('gives back the same object when there is nothing to drop', () => {
    expect(withoutErrorsAt(errors, 'description')).toBe(errors);
  });
});

describe('errorKeyIn', () => {
  it('keys a flat field’s messages by the field, as flat forms always have', () => {
    expect(errorKeyIn({ email: '' }, ['email'])).toBe('email');
    expect(errorKeyIn({ email: '' }, ['email', 'domain'])).toBe('email');
    expect(errorKeyIn({ email: '' }, ['other', 'part'])).toBe('other');
  });

  it('keys a nested value’s messages by its whole path', () => {
    expect(errorKeyIn(values, ['sites', 1, 'name'])).toBe('sites.1.name');
    expect(errorKeyIn(values, ['sites', 0, 'tags', 1])).toBe('sites.0.tags.1');
    expect(errorKeyIn(values, ['sites'])).toBe('sites');
  });

  it('keys the whole form’s messages as form', () => {
    expect(errorKeyIn(values, [])).toBe('form');
  });
});
