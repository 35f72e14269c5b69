// German: booking a stay from its page (summary, Book Now, its dialogs and the confirmation).
import type { Translation } from '../translation';

export const bookNow: Translation<'bookNow'> = {
  close: 'Schließen',
  panel: {
    title: 'Dein Aufenthalt',
    empty:
      'Wähle deine Nächte im Kalender: Tippe auf den Preis einer Nacht, um sie hinzuzufügen, und noch einmal, um sie wieder zu entfernen.',
    stay: 'Aufenthalt {{number}} von {{count}}',
    arrival: 'Anreise',
    departure: 'Abreise',
    nights_one: '{{count}} Nacht',
    nights_other: '{{count}} Nächte',
    siteNights_one: '{{site}}: {{count}} Nacht',
    siteNights_other: '{{site}}: {{count}} Nächte',
    stayTotal: 'Summe des Aufenthalts',
    total: 'Gesamt',
    totalLine: '{{nights}}, {{total}}',
    clear: 'Auswahl löschen',
    bookNow: 'Jetzt buchen',
    requestToBook: 'Buchung anfragen',
    requestNote:
      'Der Gastgeber nimmt Anfragen für diese Nächte innerhalb von {{hours}} Stunden an oder lehnt sie ab. Der Betrag wird auf deiner Karte blockiert und nur belastet, wenn er annimmt.',
    kept: 'Deine Auswahl bleibt auf diesem Gerät gespeichert, bis du buchst.',
    signInFirst: 'Bitte melde dich an oder registriere dich, um zu buchen. Deine Auswahl bleibt erhalten.',
  },
  details: {
    title: 'Deine Angaben',
    intro:
      'Der Gastgeber braucht deinen Namen und deine Telefonnummer, um dich zu begrüßen und dich wegen deines Aufenthalts zu erreichen.',
    form: 'Deine Angaben für diese Buchung',
    invalidPhone: 'Ungültige Telefonnummer',
    save: 'Speichern und weiter',
  },
  payment: {
    title: 'Karte hinzufügen',
    intro:
      'Füge die Karte hinzu, mit der du bezahlen möchtest. Belastet wird sie erst, wenn du deine Buchung bestätigst.',
    save: 'Karte speichern und weiter',
  },
  confirm: {
    includesGst: 'Enthält GST von {{gst}}',
    title: 'Buchung bestätigen',
    at: 'Unterkunft: {{location}}',
    nights: 'Anzahl der Nächte',
    total: 'Gesamtpreis',
    dates: '{{arrival}} bis {{departure}}',
    vehicle: 'Kennzeichen',
    vehicleHint: 'Damit der Gastgeber dein Fahrzeug bei der Ankunft erkennt.',
    policy: 'Stornobedingungen: {{name}}',
    refundAtArrival: 'Wenn du am Anreisetag ({{date}}) stornierst, werden {{refund}} von {{paid}} erstattet.',
    card: 'Deine Karte mit der Endung {{last4}} wird mit {{total}} belastet, sobald du bestätigst.',
    requestTitle: 'Buchungsanfrage',
    cardHeld:
      'Wir blockieren {{total}} auf deiner Karte mit der Endung {{last4}}. Belastet wird sie nur, wenn der Gastgeber innerhalb von {{hours}} Stunden annimmt; andernfalls wird der Betrag wieder freigegeben.',
    sendRequest: 'Anfrage senden',
    code: 'Gutscheincode',
    codeHint: 'Du hast einen Gutscheincode? Löse ihn ein, bevor du bestätigst.',
    applyCode: 'Einlösen',
    removeCode: 'Entfernen',
    applyingCode: 'Dein Code wird geprüft…',
    codeApplied: 'Code {{code}} eingelöst. Neuer Gesamtpreis: {{total}}.',
    codeRemoved: 'Code {{code}} entfernt. Gesamtpreis: {{total}}.',
    stayTotal: 'Preis der Nächte',
    discount: 'Rabatt ({{code}})',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    booking: 'Dein Aufenthalt wird gebucht…',
    timeout:
      'Wir haben nicht rechtzeitig eine Antwort bekommen. Deine Buchung ist vielleicht trotzdem durchgegangen: Wähle „Bestätigen“, um nachzusehen. Du wirst nicht doppelt belastet.',
  },
};
