import { describe, expect, it } from 'vitest';
import { hoursLeft, isWaiting, requestOfStay } from './requests';

const request = (status: 'requested' | 'declined', expiresAt = '2026-05-02T10:00:00.000Z') => ({
  status,
  expiresAt,
  answeredAt: null,
  declineReason: null,
});

describe('requests to book', () => {
  it('finds a stay’s request on any of its nights, or none for an instant booking', () => {
    expect(requestOfStay([{ request: null }, { request: request('requested') }])?.status).toBe('requested');
    expect(requestOfStay([{ request: null }])).toBeNull();
  });

  it('counts the whole hours left, rounding up, and none once the request is due', () => {
    const now = new Date('2026-05-01T10:00:00.000Z');
    expect(hoursLeft(request('requested'), now)).toBe(24);
    expect(hoursLeft(request('requested'), new Date('2026-05-02T09:59:00.000Z'))).toBe(1);
    expect(hoursLeft(request('requested'), new Date('2026-05-02T10:00:00.000Z'))).toBe(0);
    expect(hoursLeft(request('requested'), new Date('2026-05-03T00:00:00.000Z'))).toBe(0);
  });

  it('waits only while requested', () => {
    expect(isWaiting(request('requested'))).toBe(true);
    expect(isWaiting(request('declined'))).toBe(false);
    expect(isWaiting(null)).toBe(false);
  });
});
