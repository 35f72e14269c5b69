import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names';

describe('compareNames', () => {
  it('orders names alphabetically whatever their case', () => {
    expect(['Toilets', 'bbq', 'Power', 'dump station', 'Showers'].sort(compareNames)).toEqual([
      'bbq',
      'dump station',
      'Power',
      'Showers',
      'Toilets',
    ]);
  });

  it('puts a shorter name before a longer one that starts with it', () => {
    expect(['Powered site', 'Power'].sort(compareNames)).toEqual(['Power', 'Powered site']);
  });

  it('gives names that differ only in case a fixed order, and equal names 0', () => {
    expect(compareNames('Wifi', 'wifi')).toBe(-1);
    expect(compareNames('wifi', 'Wifi')).toBe(1);
    expect(compareNames('Wifi', 'Wifi')).toBe(0);
  });
});
