// Texts of the admin data-import screen (/admin/dataimport, issue 11). The server's refusals of a row
// are the catalogue's `dataImport.*` messages, which the report shows as the server wrote them.

export const dataImportUi = {
  title: 'Data import',
  intro:
    'Load a CSV or JSON file of locations with their sites. Each location is matched by its foreignKey (its id in the system it comes from): a new key creates a place, a known one updates it, and a place already as the file says is left unchanged, so loading the same file twice creates nothing twice.',
  formatTitle: 'The file format',
  formatCsv:
    'CSV: one line per site, with the location’s columns repeated on each of its lines; lines with the same foreignKey make one location. Lists (tags, images, siteTags) are separated by |. A freedom or commercial campsite has one line with the site columns empty.',
  formatJson: 'JSON: {"locations": [...]}, each location with its fields and a list of sites.',
  formatFields:
    'Required: foreignKey, name, address, latitude and longitude (in New Zealand), and for a property at least one site with its name, spaces and nightly price in cents (1000 to 99900). Tags are given by label. Images are photo file names, matched with the photos you pick below.',
  columnsLabel: 'CSV columns',
  exampleCsv: 'Download the example CSV',
  exampleJson: 'Download the example JSON',
  fileLabel: 'Locations file (CSV or JSON)',
  fileHint: 'A .csv or .json file',
  imagesLabel: 'Photos (optional)',
  imagesHint: 'The photo files the locations name; they are uploaded 100 at a time.',
  load: 'Load',
  clearFile: 'Clear the locations file',
  clearImages: 'Clear the photos',
  /** Spec section 8: the data import alerts. */
  fileApiUnsupported: 'The File APIs are not fully supported in this browser.',
  noFile: "Please select a file before clicking 'Load'",
  networkError: 'There was a network error while importing. Please check your connection and try again.',
  failed: 'The import failed: {{message}}',
  fileProblems: {
    emptyFile: 'The file holds no locations.',
    badJson: 'The file is not valid JSON.',
    jsonShape: 'A JSON file must hold {"locations": [...]} or a list of locations.',
    unclosedQuote: 'A quote in the CSV file is never closed.',
    missingColumn: 'The CSV file has no {{column}} column.',
    unknownColumn: 'The CSV file has a column this format does not know: {{column}}.',
  },
  progressLabel: 'Import progress',
  steps: {
    reading: 'Reading the file…',
    locations: 'Importing {{count}} locations…',
    photos: 'Uploading photos: batch {{batch}} of {{batches}}…',
    attaching: 'Putting the photos on the places…',
    done: 'Done',
  },
  summary: '{{created}} created, {{updated}} updated, {{unchanged}} unchanged, {{refused}} refused',
  photosSummary: '{{uploaded}} photos uploaded; photos put on {{places}} places.',
  missingPhotos: 'Photos named in the file but not picked: {{names}}',
  reportTitle: 'Import report',
  reportCaption: 'One line per location of the file ({{count}})',
  row: 'Row',
  foreignKey: 'foreignKey',
  name: 'Name',
  outcome: 'Outcome',
  errors: 'Errors',
  place: 'Place',
  open: 'Open {{name}}',
  outcomes: {
    created: 'Created',
    updated: 'Updated',
    unchanged: 'Unchanged',
    refused: 'Refused',
  },
  wholeRow: 'the location',
};
