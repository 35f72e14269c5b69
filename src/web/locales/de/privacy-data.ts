// Persönliche Daten: der Reiter „Datenschutz“ im Konto, „Ihre Daten“ mit Download, und das Löschen des Kontos.
import type { Translation } from '../translation';

export const privacyDataUi: Translation<'privacyDataUi'> = {
  tab: 'Datenschutz',
  title: 'Ihre Daten',
  intro:
    'Alles, was Stopover über Sie gespeichert hat, unten gezählt. Laden Sie es als Datei herunter, um es aufzubewahren oder zu prüfen, oder löschen Sie Ihr Konto.',
  loadFailed: 'Ihre Daten konnten nicht geladen werden',
  category: 'Was wir speichern',
  count: 'Einträge',
  categories: {
    profile: 'Profil und Einwilligung',
    signIns: 'Anmeldemethoden und Sitzungen',
    vehicles: 'Fahrzeuge und Zertifikate',
    staysAsGuest: 'Von Ihnen gebuchte Nächte',
    staysAsHost: 'Bei Ihnen gebuchte Nächte',
    properties: 'Ihre Unterkünfte',
    reviewsWritten: 'Ihre Bewertungen',
    reviewsReceived: 'Bewertungen über Sie und Ihre Unterkünfte',
    messageThreads: 'Unterhaltungen',
    payments: 'Zahlungen',
    ledger: 'Geldbewegungen',
    payouts: 'Auszahlungen',
    affiliate: 'Von Ihnen vermittelte Nächte',
    contactMessages: 'Nachrichten an Stopover',
    uploads: 'Hochgeladene Bilder',
  },
  download: 'Meine Daten herunterladen',
  downloadHint: 'Eine JSON-Datei mit allen Einträgen. Sie enthält kein Passwort und keine Kartennummer.',
  retention: 'Was wir aufbewahren und wie lange',
  deleteTitle: 'Mein Konto löschen',
  deleteIntro:
    'Ihr Profil, Ihre Fahrzeuge, Anmeldemethoden und Sitzungen werden gelöscht, Bewertungen über Sie als Gast entfallen, und Ihre Inserate werden deaktiviert. Zahlungen, Auszahlungen und Quittungen bleiben, wie gesetzlich vorgeschrieben, 7 Jahre lang unter dem Namen „Deleted user“ erhalten. Dies kann nicht rückgängig gemacht werden.',
  confirmLabel: 'Geben Sie zur Bestätigung Ihre E-Mail-Adresse ein',
  confirmMismatch: 'Geben Sie die E-Mail-Adresse dieses Kontos ein',
  deleteButton: 'Mein Konto löschen',
  deleted: 'Ihr Konto wurde gelöscht',
  deleteFailed: 'Ihr Konto konnte nicht gelöscht werden',
  blockedTitle: 'Ihr Konto kann noch nicht gelöscht werden',
  blockedStays: 'Bevorstehende Aufenthalte (Ihre oder die Ihrer Gäste)',
  blockedPayouts: 'Noch nicht an Sie ausgezahlt: {{amount}}',
};
