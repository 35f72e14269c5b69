import type { Translation } from '../translation';

export const offlineUi: Translation<'offlineUi'> = {
  banner: {
    signedIn:
      'Du bist offline. Deine kommenden Aufenthalte, die auf diesem Gerät gespeichert sind, findest du unter Meine Reisen.',
    visitor: 'Du bist offline. Seiten laden wieder, sobald du eine Verbindung hast.',
    myTrips: 'Meine Reisen öffnen',
  },
  savedOn: 'Offline: gespeichert am {{when}}',
  notSaved: 'Offline: Auf diesem Gerät ist noch nichts von deinen Reisen gespeichert.',
  needsConnection: 'Du bist offline: Stornieren, Nachrichten und Belege brauchen eine Verbindung.',
  update: {
    text: 'Eine neue Version von Stopover ist bereit.',
    reload: 'Neu laden',
  },
  install: {
    title: 'Deine Reise auf dem Handy',
    text: 'Installiere Stopover: Deine kommenden Aufenthalte, die Wegbeschreibung und die Telefonnummer des Gastgebers öffnen sich auch ohne Empfang.',
    action: 'Stopover installieren',
  },
  stay: {
    details: 'Details zum Aufenthalt',
    back: 'Zurück zu Meine Reisen',
    photos: 'Fotos von {{name}}',
    photo: 'Foto {{number}} von {{name}}',
    map: 'Karte rund um {{name}}',
    openInMaps: 'Route in deiner Karten-App',
    notFound: 'Dieser Aufenthalt gehört nicht zu deinen Reisen.',
  },
};
