// German: the development screens (the mailbox).
import type { Translation } from '../translation';

export const dev: Translation<'dev'> = {
  mailbox: {
    title: 'Entwicklungs-Postfach',
    intro: 'Die 20 neuesten E-Mails, neueste zuerst. Nur auf Entwicklungsservern.',
    refresh: 'Aktualisieren',
    notAvailable: 'Nicht verfügbar',
    notAvailableText:
      'Das Entwicklungs-Postfach ist auf diesem Server nicht verfügbar (in der Produktion ist es abgeschaltet).',
    error: 'Das Postfach konnte nicht geladen werden',
    empty: 'Es wurden noch keine E-Mails gesendet.',
    to: 'An {{to}} ·',
  },
};
