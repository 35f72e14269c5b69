// Texte der Einnahmenseite des Gastgebers (Issue 28, Entscheidung 050).
import type { Translation } from '../translation';

export const earningsUi: Translation<'earningsUi'> = {
  title: 'Einnahmen',
  intro:
    'Was Ihre Aufenthalte eingebracht haben: was Gäste bezahlt haben, die Plattformgebühr, die GST, die Stopover für Ihre Aufenthalte abführt, die an Sie weitergegebene Pauschalgutschrift, Erstattungen, was Sie verdienen und was auf Ihrem Bankkonto ankam.',
  period: 'Zeitraum',
  year: 'Jahr',
  last12: 'Die 12 Monate bis {{month}}',
  custom: 'Monate nach Wahl',
  from: 'Erster Monat',
  to: 'Letzter Monat',
  badPeriod: 'Wählen Sie einen ersten Monat nicht nach dem letzten, höchstens drei Jahre auseinander.',
  loadFailed: 'Ihre Einnahmen konnten nicht geladen werden.',
  none: 'Keine Aufenthalte oder Auszahlungen in diesem Zeitraum.',
  download: 'CSV herunterladen',
  downloadHint: 'Eine Zeile pro Nacht oder Auszahlung, für Ihre Tabellenkalkulation oder Ihre Buchhaltung.',
  chartMonthly: 'Was Gäste bezahlt haben und was Sie verdienen, nach Monat',
  chartOccupancy: 'Auslastung nach Stellplatz',
  chartHidden: 'Das Diagramm zeigt die Zahlen der Tabelle darunter.',
  byMonth: 'Einnahmen nach Monat, {{from}} bis {{to}}',
  byProperty: 'Einnahmen nach Unterkunft, {{from}} bis {{to}}',
  bySite: 'Auslastung nach Stellplatz, {{from}} bis {{to}}',
  month: 'Monat',
  property: 'Unterkunft',
  site: 'Stellplatz',
  gross: 'Von Gästen bezahlt',
  fee: 'Plattformgebühr',
  gst: 'GST',
  credit: 'Pauschalgutschrift',
  refund: 'Erstattungen',
  net: 'Sie verdienen',
  paidOut: 'Ausgezahlt',
  nightsSold: 'Verkaufte Nächte',
  nightsOffered: 'Angebotene Nächte',
  occupancy: 'Auslastung',
  percent: '{{percent}} %',
  notOffered: 'Nicht angeboten',
  total: 'Summe',
  howTitle: 'Wie diese Zahlen entstehen',
  signs:
    'Gebühren und GST stehen als Minusbeträge da, so ergibt jede Zeile, was Sie verdienen. Eine Nacht zählt im Monat der Nacht, samt Erstattung; eine Auszahlung am Tag, an dem sie erfolgte.',
  gstHelp:
    'Nach den neuseeländischen Marktplatzregeln ist Stopover der Anbieter Ihrer Aufenthalte und führt die im Preis enthaltene GST (3/23) an Inland Revenue ab. Sind Sie nicht GST-registriert, erhalten Sie 8,5 % des Preises ohne GST als Pauschalgutschrift zurück.',
  occupancyHelp:
    'Angebotene Nächte sind die Plätze jedes Stellplatzes mal die Tage des Zeitraums, für die Stellplätze, die Sie noch anbieten. Geschlossene Tage, Ihre Regeln und synchronisierte Kalender werden nicht abgezogen, denn wir kennen die heutigen Regeln, nicht die der letzten Saison: Ihre tatsächliche Auslastung war mindestens die hier gezeigte.',
};
