// How the sessions list says where and when (decision 057): the device, the country in the reader's
// language, and "3 minutes ago".

import type { Language } from '../../../../domain/messages/format';
import type { SessionItem } from '../../../../domain/schemas/sessions';
import type { useTranslation } from '../../../lib/i18n';

type T = ReturnType<typeof useTranslation>['t'];

/** "3 minutes ago", "yesterday", in the reader's language. */
export function relativeTime(iso: string, language: Language, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The country's name in the reader's language; the local network; or an unknown place. */
export function placeName(place: SessionItem['place'], language: Language, t: T): string {
  if (place.localNetwork) return t('sessionsUi.sessions.localNetwork');
  if (!place.country) return t('sessionsUi.sessions.unknownPlace');
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(place.country) ?? place.country;
  } catch {
    return place.country;
  }
}

export function deviceName(device: SessionItem['device'], t: T): string {
  if (!device.browser && !device.os) return t('sessionsUi.sessions.unknownDevice');
  if (!device.os) return device.browser!;
  return t('sessionsUi.sessions.device', {
    browser: device.browser ?? t('sessionsUi.sessions.unknownBrowser'),
    os: device.os,
  });
}
