// German: the form kit and forms shared by several areas.
import type { Translation } from '../translation';

export const forms: Translation<'forms'> = {
  email: 'E-Mail',
  reason: {
    count: '{{count}} von mindestens {{min}} Zeichen',
    ok: 'OK',
    cancel: 'Abbrechen',
    close: 'Schließen',
  },
};
