import { describe, expect, it } from 'vitest';
import { averageRating, starsFor } from './reviews';

describe('starsFor', () => {
  it('shows no stars without a rating', () => {
    expect(starsFor(null)).toBe(0);
    expect(starsFor(undefined)).toBe(0);
    expect(starsFor(0)).toBe(0);
    expect(starsFor(Number.NaN)).toBe(0);
  });

  it('steps up at 1.5, 2.5, 3.5 and 4.5', () => {
    expect(starsFor(1)).toBe(1);
    expect(starsFor(1.49)).toBe(1);
    expect(starsFor(1.5)).toBe(2);
    expect(starsFor(2.49)).toBe(2);
    expect(starsFor(2.5)).toBe(3);
    expect(starsFor(3.49)).toBe(3);
    expect(starsFor(3.5)).toBe(4);
    expect(starsFor(4.49)).toBe(4);
    expect(starsFor(4.5)).toBe(5);
    expect(starsFor(5)).toBe(5);
  });
});

describe('averageRating', () => {
  it('is null without ratings and the mean otherwise', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4])).toBe(4.5);
  });
});
