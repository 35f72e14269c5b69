// German: the admin screens (audit trail, admin home and overview).
import type { Translation } from '../translation';

export const admin: Translation<'admin'> = {
  audit: {
    title: 'Admin-Aktivität',
    none: 'Hier hat noch kein Administrator etwas geändert.',
    loadFailed: 'Die Admin-Aktivität konnte nicht geladen werden.',
    when: 'Wann',
    who: 'Wer',
    what: 'Was',
    reason: 'Grund',
    deletedAccount: 'Ein gelöschtes Konto',
    more: 'Weitere Aktivität',
  },
  home: {
    title: 'Admin',
  },
  overview: {
    intro: 'Die letzten 30 Tage, {{from}} bis {{to}}, Tag für Tag (neuseeländische Zeit).',
    loadFailed: 'Die Übersicht konnte nicht geladen werden.',
    total: 'Letzte 30 Tage',
    day: 'Tag',
    dailyValues: '{{figure}} pro Tag',
    figures: {
      nightsBooked: {
        title: 'Gebuchte Nächte',
        hint: 'Bezahlte Nächte, am Tag der Buchung gezählt.',
        link: 'Buchungen nach Unterkunft ansehen',
      },
      revenueCents: {
        title: 'Umsatz',
        hint: 'Was Gäste bezahlt haben, abzüglich Erstattungen.',
        link: 'Buchungen nach Unterkunft ansehen',
      },
      platformFeeCents: {
        title: 'Plattformgebühren',
        hint: 'Von Stopover einbehaltene Gebühren, abzüglich erstatteter Gebühren.',
        link: 'Buchungen nach Unterkunft ansehen',
      },
      newUsers: {
        title: 'Neue Benutzer',
        hint: 'Personen, die sich registriert haben.',
        link: 'Benutzer ansehen',
      },
      newListings: {
        title: 'Neue Inserate',
        hint: 'Erstellte Orte, veröffentlicht oder nicht.',
        link: 'Orte ansehen',
      },
    },
    locationsOnly: {
      text: 'Du kannst Orte hinzufügen und verwalten. Wo möchtest du anfangen?',
      label: 'Deine Admin-Bereiche',
      locations: 'Orte',
      createCommercial: 'Nicht buchbares Inserat erstellen',
    },
  },
};
