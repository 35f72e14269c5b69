import { describe, expect, it } from 'vitest';
import { formatIrdNumber, normaliseIrdNumber } from './ird-number';

// The examples of Inland Revenue's IRD number validation specification.
describe('IRD numbers', () => {
  it('accepts the specification’s valid numbers, with or without dashes', () => {
    for (const n of ['49091850', '35901981', '49098576', '136410132', '49-091-850', '136 410 132']) {
      expect(normaliseIrdNumber(n), n).not.toBeNull();
    }
  });

  it('refuses a wrong check digit, a number out of range and other text', () => {
    for (const n of ['136410133', '9125568', '123456789', '150000001', 'abc', '', '1234567890']) {
      expect(normaliseIrdNumber(n), n).toBeNull();
    }
  });

  it('writes a number with dashes', () => {
    expect(formatIrdNumber('136410132')).toBe('136-410-132');
    expect(formatIrdNumber('49091850')).toBe('49-091-850');
  });
});
