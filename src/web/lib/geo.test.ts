import { describe, expect, it } from 'vitest';
import { formatCentre, formatDistance, formatTagIds, parseCentre, parseTagIds } from './geo';

describe('parseCentre', () => {
  it('reads lat,lng', () => {
    expect(parseCentre('-36.85,174.76')).toEqual({ latitude: -36.85, longitude: 174.76 });
    expect(parseCentre(' -36.85 , 174.76 ')).toEqual({ latitude: -36.85, longitude: 174.76 });
  });

  it('rejects what is not a coordinate', () => {
    for (const bad of [null, undefined, '', 'abc', '1', '1,2,3', ',174', '-36,', '91,0', '0,181', 'NaN,1']) {
      expect(parseCentre(bad)).toBeNull();
    }
  });

  it('round-trips with formatCentre', () => {
    const centre = { latitude: -41.2864603, longitude: 174.776236 };
    expect(formatCentre(centre)).toBe('-41.28646,174.77624');
    expect(parseCentre(formatCentre(centre))).toEqual({ latitude: -41.28646, longitude: 174.77624 });
  });
});

describe('tag ids', () => {
  it('parses, dedupes and sorts', () => {
    expect(parseTagIds('3,1,3')).toEqual([1, 3]);
    expect(parseTagIds('2,x,0,-1,4')).toEqual([2, 4]);
    expect(parseTagIds(null)).toEqual([]);
  });

  it('formats for the URL', () => {
    expect(formatTagIds([3, 1, 3])).toBe('1,3');
    expect(formatTagIds([])).toBe('');
  });
});

describe('formatDistance', () => {
  it('shows one decimal', () => {
    expect(formatDistance(12.345)).toBe('12.3 km');
    expect(formatDistance(0)).toBe('0.0 km');
  });
});
