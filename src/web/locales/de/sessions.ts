// Anmeldung und Sicherheit: die Sitzungen des Kontos, das Passwort ändern und „Bestätige, dass du es bist“.
import type { Translation } from '../translation';

export const sessionsUi: Translation<'sessionsUi'> = {
  tab: 'Anmeldung und Sicherheit',
  sessions: {
    title: 'Sitzungen',
    intro: 'Die Geräte, die bei deinem Konto angemeldet sind. Melde jedes ab, das du nicht kennst.',
    listLabel: 'Deine Sitzungen',
    thisDevice: 'Dieses Gerät',
    signOut: 'Abmelden',
    signOutLabel: '{{device}} abmelden',
    signOutOthers: 'Alle anderen Geräte abmelden',
    signedOut: 'Das Gerät wurde abgemeldet',
    signedOutOthers_one: '{{count}} anderes Gerät wurde abgemeldet',
    signedOutOthers_other: '{{count}} andere Geräte wurden abgemeldet',
    onlyThisDevice: 'Du bist nirgendwo sonst angemeldet.',
    loadFailed: 'Deine Sitzungen konnten nicht geladen werden',
    failed: 'Das Gerät konnte nicht abgemeldet werden',
    device: '{{browser}} auf {{os}}',
    unknownDevice: 'Unbekanntes Gerät',
    unknownBrowser: 'Ein Browser',
    localNetwork: 'Lokales Netzwerk',
    unknownPlace: 'Unbekannter Ort',
    lastSeen: 'Zuletzt aktiv {{when}}',
    signedIn: 'Angemeldet {{when}}',
  },
  password: {
    title: 'Passwort',
    intro: 'Wenn du dein Passwort änderst, wirst du auf allen anderen Geräten abgemeldet.',
    current: 'Aktuelles Passwort',
    newLabel: 'Neues Passwort',
    save: 'Passwort ändern',
    changed: 'Dein Passwort wurde geändert und deine anderen Geräte wurden abgemeldet.',
    failed: 'Dein Passwort konnte nicht geändert werden',
  },
  confirm: {
    title: 'Bestätige, dass du es bist',
    intro: 'Zu deiner Sicherheit: Gib dein Passwort noch einmal ein, um fortzufahren.',
    introSocial:
      'Zu deiner Sicherheit: Melde dich erneut an, um fortzufahren. Danach kommst du auf diese Seite zurück.',
    password: 'Passwort',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    continueWith: 'Weiter mit {{provider}}',
  },
};
