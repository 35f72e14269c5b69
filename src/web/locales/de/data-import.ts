// German: the admin data-import screen (/admin/dataimport).
import type { Translation } from '../translation';

export const dataImportUi: Translation<'dataImportUi'> = {
  title: 'Datenimport',
  intro:
    'Lade eine CSV- oder JSON-Datei mit Orten und ihren Stellplätzen. Jeder Ort wird über seinen foreignKey zugeordnet (seine ID im Herkunftssystem): Ein neuer Schlüssel legt einen Ort an, ein bekannter aktualisiert ihn, und ein Ort, der schon der Datei entspricht, bleibt unverändert. Wer dieselbe Datei zweimal lädt, legt also nichts doppelt an.',
  formatTitle: 'Das Dateiformat',
  formatCsv:
    'CSV: eine Zeile pro Stellplatz, die Spalten des Ortes in jeder seiner Zeilen wiederholt; Zeilen mit demselben foreignKey ergeben einen Ort. Listen (tags, images, siteTags) werden mit | getrennt. Ein Freedom-Camping-Platz oder kommerzieller Campingplatz hat eine Zeile mit leeren Stellplatz-Spalten.',
  formatJson: 'JSON: {"locations": [...]}, jeder Ort mit seinen Feldern und einer Liste von Stellplätzen.',
  formatFields:
    'Pflicht: foreignKey, name, address, latitude und longitude (in Neuseeland) und bei einer Unterkunft mindestens ein Stellplatz mit Name, Plätzen und Preis pro Nacht in Cent (1000 bis 99900). Tags werden über ihr Label angegeben. Bilder sind Dateinamen von Fotos, die mit den unten ausgewählten Fotos abgeglichen werden.',
  columnsLabel: 'CSV-Spalten',
  exampleCsv: 'Beispiel-CSV herunterladen',
  exampleJson: 'Beispiel-JSON herunterladen',
  fileLabel: 'Datei mit Orten (CSV oder JSON)',
  fileHint: 'Eine .csv- oder .json-Datei',
  imagesLabel: 'Fotos (optional)',
  imagesHint: 'Die Fotodateien, die in den Orten genannt werden; sie werden jeweils zu 100 hochgeladen.',
  load: 'Laden',
  clearFile: 'Datei mit Orten entfernen',
  clearImages: 'Fotos entfernen',
  fileApiUnsupported: 'Die File-APIs werden von diesem Browser nicht vollständig unterstützt.',
  noFile: 'Bitte wähle eine Datei aus, bevor du auf „Laden“ klickst',
  networkError:
    'Beim Import ist ein Netzwerkfehler aufgetreten. Bitte prüfe deine Verbindung und versuche es noch einmal.',
  failed: 'Der Import ist fehlgeschlagen: {{message}}',
  fileProblems: {
    emptyFile: 'Die Datei enthält keine Orte.',
    badJson: 'Die Datei ist kein gültiges JSON.',
    jsonShape: 'Eine JSON-Datei muss {"locations": [...]} oder eine Liste von Orten enthalten.',
    unclosedQuote: 'Ein Anführungszeichen in der CSV-Datei wird nie geschlossen.',
    missingColumn: 'Der CSV-Datei fehlt die Spalte {{column}}.',
    unknownColumn: 'Die CSV-Datei hat eine Spalte, die dieses Format nicht kennt: {{column}}.',
  },
  progressLabel: 'Fortschritt des Imports',
  steps: {
    reading: 'Datei wird gelesen…',
    locations: '{{count}} Orte werden importiert…',
    photos: 'Fotos werden hochgeladen: Paket {{batch}} von {{batches}}…',
    attaching: 'Fotos werden den Orten zugeordnet…',
    done: 'Fertig',
  },
  summary: '{{created}} angelegt, {{updated}} aktualisiert, {{unchanged}} unverändert, {{refused}} abgelehnt',
  photosSummary: '{{uploaded}} Fotos hochgeladen; Fotos bei {{places}} Orten hinzugefügt.',
  missingPhotos: 'Fotos, die in der Datei genannt, aber nicht ausgewählt wurden: {{names}}',
  reportTitle: 'Importbericht',
  reportCaption: 'Eine Zeile pro Ort der Datei ({{count}})',
  row: 'Zeile',
  foreignKey: 'foreignKey',
  name: 'Name',
  outcome: 'Ergebnis',
  errors: 'Fehler',
  place: 'Ort',
  open: '{{name}} öffnen',
  outcomes: {
    created: 'Angelegt',
    updated: 'Aktualisiert',
    unchanged: 'Unverändert',
    refused: 'Abgelehnt',
  },
  wholeRow: 'der Ort',
};
