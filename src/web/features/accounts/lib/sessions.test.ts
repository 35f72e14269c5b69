import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n';
import { deviceName, placeName, relativeTime } from './sessions';

const now = Date.parse('2026-11-29T12:00:00Z');

describe('the sessions list’s words', () => {
  it('says when, relative to now, in the reader’s language', () => {
    expect(relativeTime('2026-11-29T12:00:00Z', 'en', now)).toBe('now');
    expect(relativeTime('2026-11-29T11:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-11-29T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-28T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-11-29T11:57:00Z', 'fr', now)).toBe('il y a 3 minutes');
  });

  it('names the country in the reader’s language, or the local network', () => {
    expect(placeName({ country: 'NZ', localNetwork: false }, 'en', t)).toBe('New Zealand');
    expect(placeName({ country: 'NZ', localNetwork: false }, 'de', t)).toBe('Neuseeland');
    expect(placeName({ country: null, localNetwork: true }, 'en', t)).toBe('Local network');
    expect(placeName({ country: null, localNetwork: false }, 'en', t)).toBe('Unknown place');
  });

  it('names the device from what the user agent said', () => {
    expect(deviceName({ browser: 'Safari', os: 'iOS', type: 'mobile' }, t)).toBe('Safari on iOS');
    expect(deviceName({ browser: 'curl', os: null, type: null }, t)).toBe('curl');
    expect(deviceName({ browser: null, os: 'Linux', type: null }, t)).toBe('A browser on Linux');
    expect(deviceName({ browser: null, os: null, type: null }, t)).toBe('Unknown device');
  });
});
