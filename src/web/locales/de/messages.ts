// de: the messages screens (issue 26).
import type { Translation } from '../translation';

export const messagesUi: Translation<'messagesUi'> = {
  nav: {
    messages: 'Nachrichten',
    unread_one: 'Nachrichten, {{count}} ungelesene Unterhaltung',
    unread_other: 'Nachrichten, {{count}} ungelesene Unterhaltungen',
  },
  list: {
    title: 'Nachrichten',
    hostTitle: 'Nachrichten mit Gästen',
    empty:
      'Noch keine Unterhaltungen. Auf der Seite einer Unterkunft können Sie dem Gastgeber eine Frage stellen.',
    hostEmpty: 'Noch hat Ihnen kein Gast geschrieben.',
    inquiry: 'Frage vor der Buchung',
    stay: 'Aufenthalt',
    unread_one: '{{count}} ungelesen',
    unread_other: '{{count}} ungelesen',
    asGuest: 'Mit Ihrem Gastgeber {{name}}',
    asHost: 'Mit Ihrem Gast {{name}}',
    someone: 'jemandem',
    noMessage: 'Noch keine Nachrichten',
    hostingLink: 'Nachrichten mit Ihren Gästen',
    loading: 'Unterhaltungen werden geladen',
  },
  thread: {
    back: 'Alle Nachrichten',
    loading: 'Unterhaltung wird geladen',
    you: 'Sie',
    them: '{{name}}',
    masked: 'Kontaktdaten sind verborgen, bis der Aufenthalt bestätigt ist.',
    linksInactive: 'Links funktionieren, sobald ein Aufenthalt bestätigt ist.',
    messagesLabel: 'Nachrichten dieser Unterhaltung',
    sentAt: 'Gesendet {{time}}',
  },
  compose: {
    label: 'Ihre Nachricht',
    send: 'Senden',
    count: '{{count}} / 2000',
    keepOnStopover:
      'Bleiben Sie mit der Unterhaltung auf Stopover: E-Mail-Adressen und Telefonnummern werden erst nach Bestätigung eines Aufenthalts angezeigt.',
  },
  ask: {
    title: 'Den Gastgeber von {{location}} fragen',
    intro:
      'Fragen Sie vor der Buchung, was Sie wissen möchten: Zufahrt, Fahrzeuggröße, Hunde, Ankunftszeiten.',
    back: 'Zurück zur Unterkunft',
    send: 'Frage senden',
  },
  stay: {
    opening: 'Unterhaltung wird geöffnet…',
  },
  actions: {
    messageHost: 'Dem Gastgeber schreiben',
    messageGuest: 'Dem Gast schreiben',
  },
  response: {
    label: 'Wie der Gastgeber antwortet',
    rate: 'Antwortrate: {{rate}} %',
    withinHour: 'Antwortet meist innerhalb einer Stunde',
    withinHours: 'Antwortet meist innerhalb weniger Stunden',
    withinDay: 'Antwortet meist innerhalb eines Tages',
    moreThanDay: 'Antwortet meist nach mehr als einem Tag',
  },
  admin: {
    loadFailed: 'Die Unterhaltungen konnten nicht geladen werden.',
    title: 'Nachrichten',
    none: 'Keine Unterhaltungen.',
    read: 'Lesen',
    readTitle: 'Diese Unterhaltung lesen',
    reasonLabel: 'Warum müssen Sie sie lesen? Der Grund wird im Prüfprotokoll festgehalten.',
    close: 'Schließen',
    location: 'Ort',
    guest: 'Gast',
    host: 'Gastgeber',
    kind: 'Art',
    last: 'Letzte Nachricht',
    conversation: 'Unterhaltung zu {{location}}',
  },
};
