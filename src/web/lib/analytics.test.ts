import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsEvent, track, userType } from './analytics';

const camper = { userId: 'u1', roles: [], accountValid: false };
const host = { userId: 'u2', roles: [], accountValid: true };

describe('analytics', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells guests, campers and hosts apart', () => {
    expect(userType(null)).toBe('guest');
    expect(userType(camper)).toBe('camper');
    expect(userType(host)).toBe('host');
  });

  it('builds per-user events', () => {
    expect(analyticsEvent('page_view', null, { page: '/' })).toEqual({
      event: 'page_view',
      userId: null,
      userType: 'guest',
      page: '/',
    });
    expect(analyticsEvent('login', host)).toEqual({ event: 'login', userId: 'u2', userType: 'host' });
  });

  it('pushes to window.dataLayer, creating it when missing', () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', win);
    track('sign_up', camper);
    track('logout', camper);
    expect(win.dataLayer).toEqual([
      { event: 'sign_up', userId: 'u1', userType: 'camper' },
      { event: 'logout', userId: 'u1', userType: 'camper' },
    ]);
  });
});
