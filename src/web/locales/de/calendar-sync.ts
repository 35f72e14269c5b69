// Texte der Kalender-Synchronisierung eines Stellplatzes (Issue 28, Entscheidung 047).
import type { Translation } from '../translation';

export const calendarSyncUi: Translation<'calendarSyncUi'> = {
  title: 'Kalender-Synchronisierung',
  feedLabel: 'Private Kalenderadresse dieses Stellplatzes',
  feedHint:
    'Abonnieren Sie sie in Google Kalender, Airbnb oder Hipcamp, um die hier gebuchten oder gesperrten Nächte dort zu sehen. Jeder mit der Adresse kann sie sehen.',
  copy: 'Adresse kopieren',
  copied: 'Kopiert',
  copyFailed: 'Die Adresse konnte nicht kopiert werden: Markieren und kopieren Sie sie selbst.',
  replace: 'Neue Adresse erstellen',
  replaced: 'Neue Adresse erstellt: Die alte funktioniert nicht mehr.',
  importsTitle: 'Kalender von anderswo',
  importsHint:
    'In diesen Kalendern gebuchte oder gesperrte Nächte werden auf Stopover nicht verkauft. Sie werden alle 15 Minuten geprüft.',
  none: 'Noch keine Kalender synchronisiert.',
  blockedBy: 'Gesperrt durch {{name}}: {{nights}}',
  tileBlockedBy: 'Gesperrt durch {{names}}',
  spokenBlockedBy: 'gesperrt durch {{names}}',
  nothingBlocked: '{{name}} sperrt keine Nächte',
  lastSync: 'Zuletzt synchronisiert {{time}}',
  neverSynced: 'Noch nicht synchronisiert',
  failed:
    'Die letzte Prüfung ist fehlgeschlagen: {{reason}} Die Nächte der letzten erfolgreichen Synchronisierung gelten weiter.',
  remove: 'Entfernen: {{name}}',
  removeShort: 'Entfernen',
  addTitle: 'Weiteren Kalender synchronisieren',
  name: 'Name des Kalenders',
  nameHint: 'Wird bei den gesperrten Nächten angezeigt, z. B. Airbnb',
  url: 'Kalenderadresse (iCal, .ics)',
  urlHint: 'Sein Export- oder iCal-Link, beginnend mit https://',
  add: 'Kalender hinzufügen',
  saveFirst: 'Speichern Sie die Unterkunft, um den Kalender dieses Stellplatzes zu synchronisieren.',
  loadFailed: 'Die Kalender-Synchronisierung konnte nicht geladen werden.',
};
