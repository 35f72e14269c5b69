// Reviews both ways and no-shows (issue 27, decision 043).
import type { Translation } from '../translation';

export const stayReviewsUi: Translation<'stayReviewsUi'> = {
  notice: {
    title: 'Sofortbuchung ist pausiert',
    text_one:
      'Sie haben {{count}} Nichterscheinen in den letzten 12 Monaten, daher ist die Sofortbuchung für Ihr Konto pausiert. Sie können weiterhin Buchungsanfragen an Stellplätze senden, die Anfragen annehmen. Kontaktieren Sie uns, um die Sperre aufheben zu lassen.',
    text_other:
      'Sie haben {{count}} Nichterscheinen in den letzten 12 Monaten, daher ist die Sofortbuchung für Ihr Konto pausiert. Sie können weiterhin Buchungsanfragen an Stellplätze senden, die Anfragen annehmen. Kontaktieren Sie uns, um die Sperre aufheben zu lassen.',
  },
  state: {
    notYet: 'Bewertungen sind ab dem Ende des Aufenthalts möglich ({{date}}).',
    open: 'Schreiben Sie Ihre Bewertung bis zum {{date}}.',
    waitingForHost:
      'Warten auf die Bewertung des Gastgebers: Beide Bewertungen erscheinen gleichzeitig, spätestens am {{date}}.',
    waitingForGuest:
      'Warten auf die Bewertung des Gastes: Beide Bewertungen erscheinen gleichzeitig, spätestens am {{date}}.',
    revealed: 'Bewertungen veröffentlicht am {{date}}.',
  },
  yourReview: 'Ihre Bewertung ({{rating}}/5):',
  hostsReview: 'Die Bewertung des Gastgebers über Sie ({{rating}}/5):',
  guestsReview: 'Die Bewertung des Gastes ({{rating}}/5):',
  hostReply: 'Antwort des Gastgebers:',
  blindHint:
    'Keiner von Ihnen sieht die Bewertung des anderen, bis beide geschrieben sind oder 14 Tage seit der Abreise vergangen sind.',
  reply: {
    open: 'Antworten',
    formLabel: 'Auf die Bewertung von {{name}} antworten',
    formLabelGuest: 'Auf die Bewertung dieses Gastes antworten',
    label: 'Ihre Antwort',
    hint: 'Erscheint für alle unter der Bewertung. Sie können einmal antworten.',
    save: 'Antwort speichern',
    cancel: 'Abbrechen',
    saved: 'Ihre Antwort ist veröffentlicht',
  },
  host: {
    title: 'Aufenthalte zum Bewerten',
    stay: '{{guest}} in {{location}}, {{from}} – {{to}}',
    review: '{{guest}} bewerten',
    reviewLabel: 'Ihre Bewertung von {{guest}}',
    markNoShow: 'Als nicht erschienen melden',
    noShowLabel: '{{guest}} als nicht erschienen melden',
    noShowHint:
      'Nur wenn der Gast nie angekommen ist. Dreimal Nichterscheinen in 12 Monaten pausiert seine Sofortbuchung.',
    noShowNote: 'Notiz (optional)',
    confirmNoShow: 'Als nicht erschienen melden',
    noShowMarked: 'Am {{date}} als nicht erschienen gemeldet',
  },
  profile: {
    guest: 'Gast',
    memberSince: 'Mitglied seit {{date}}',
    stays_one: '{{count}} Aufenthalt bei Stopover',
    stays_other: '{{count}} Aufenthalte bei Stopover',
    rating_one: '{{rating}} aus {{count}} Gastgeberbewertung',
    rating_other: '{{rating}} aus {{count}} Gastgeberbewertungen',
    noShows_one: '{{count}} Nichterscheinen in 12 Monaten',
    noShows_other: '{{count}} Nichterscheinen in 12 Monaten',
    vehicleCertified: 'Zertifiziertes autarkes Fahrzeug',
    noReviews: 'Noch keine Gastgeberbewertungen.',
    review: '{{rating}}/5 in {{location}}:',
  },
  admin: {
    title: 'Nichterscheinen',
    mayBook: 'Darf sofort buchen.',
    blocked_one: 'Sofortbuchung pausiert: {{count}} Nichterscheinen in 12 Monaten.',
    blocked_other: 'Sofortbuchung pausiert: {{count}} Nichterscheinen in 12 Monaten.',
    arrival: 'Anreise',
    property: 'Unterkunft',
    note: 'Notiz des Gastgebers',
    cleared: 'Aufgehoben',
    clear: 'Aufheben',
    clearTitle: 'Nichterscheinen dieses Gastes aufheben',
    reason: 'Grund (wird im Prüfprotokoll gespeichert)',
    clearedNotice: 'Nichterscheinen aufgehoben',
  },
};
