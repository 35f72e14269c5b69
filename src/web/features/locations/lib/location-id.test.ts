import { describe, expect, it } from 'vitest';
import { parseLocationId } from './location-id';

describe('parseLocationId', () => {
  it('accepts positive whole numbers', () => {
    expect(parseLocationId('1')).toBe(1);
    expect(parseLocationId('12345')).toBe(12345);
  });

  it('rejects everything else', () => {
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', '12abc', ' 1', '9999999999999999']) {
      expect(parseLocationId(bad)).toBeNull();
    }
  });
});
