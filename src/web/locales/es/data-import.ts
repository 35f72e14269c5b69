// Textos de la pantalla de importación de datos (/admin/dataimport).
import type { Translation } from '../translation';

export const dataImportUi: Translation<'dataImportUi'> = {
  title: 'Importación de datos',
  intro:
    'Carga un archivo CSV o JSON de lugares con sus parcelas. Cada lugar se identifica por su foreignKey (su identificador en el sistema del que procede): una clave nueva crea un lugar, una conocida lo actualiza y un lugar que ya coincide con el archivo no se modifica, así que cargar el mismo archivo dos veces no crea nada por duplicado.',
  formatTitle: 'El formato del archivo',
  formatCsv:
    'CSV: una línea por parcela, con las columnas del lugar repetidas en cada una de sus líneas; las líneas con el mismo foreignKey forman un lugar. Las listas (tags, images, siteTags) se separan con |. Una zona de acampada libre o un camping comercial tiene una sola línea con las columnas de parcela vacías.',
  formatJson: 'JSON: {"locations": [...]}, cada lugar con sus campos y una lista de parcelas.',
  formatFields:
    'Obligatorios: foreignKey, name, address, latitude y longitude (en Nueva Zelanda) y, para una propiedad, al menos una parcela con su nombre, sus plazas y su precio por noche en centavos (de 1000 a 99900). Las etiquetas se indican por su clave. Las imágenes son nombres de archivo de fotos, que se emparejan con las fotos que elijas abajo.',
  columnsLabel: 'Columnas del CSV',
  exampleCsv: 'Descargar el CSV de ejemplo',
  exampleJson: 'Descargar el JSON de ejemplo',
  fileLabel: 'Archivo de lugares (CSV o JSON)',
  fileHint: 'Un archivo .csv o .json',
  imagesLabel: 'Fotos (opcional)',
  imagesHint: 'Los archivos de las fotos que nombran los lugares; se suben de 100 en 100.',
  load: 'Cargar',
  clearFile: 'Quitar el archivo de lugares',
  clearImages: 'Quitar las fotos',
  fileApiUnsupported: 'Las API de archivos no son totalmente compatibles con este navegador.',
  noFile: "Selecciona un archivo antes de pulsar 'Cargar'",
  networkError:
    'Se produjo un error de red durante la importación. Revisa tu conexión y vuelve a intentarlo.',
  failed: 'La importación falló: {{message}}',
  fileProblems: {
    emptyFile: 'El archivo no contiene ningún lugar.',
    badJson: 'El archivo no es un JSON válido.',
    jsonShape: 'Un archivo JSON debe contener {"locations": [...]} o una lista de lugares.',
    unclosedQuote: 'Hay unas comillas sin cerrar en el archivo CSV.',
    missingColumn: 'El archivo CSV no tiene la columna {{column}}.',
    unknownColumn: 'El archivo CSV tiene una columna que este formato no reconoce: {{column}}.',
  },
  progressLabel: 'Progreso de la importación',
  steps: {
    reading: 'Leyendo el archivo…',
    locations: 'Importando {{count}} lugares…',
    photos: 'Subiendo fotos: lote {{batch}} de {{batches}}…',
    attaching: 'Asignando las fotos a los lugares…',
    done: 'Hecho',
  },
  summary: '{{created}} creados, {{updated}} actualizados, {{unchanged}} sin cambios, {{refused}} rechazados',
  photosSummary: '{{uploaded}} fotos subidas; fotos asignadas a {{places}} lugares.',
  missingPhotos: 'Fotos nombradas en el archivo pero no elegidas: {{names}}',
  reportTitle: 'Informe de importación',
  reportCaption: 'Una línea por cada lugar del archivo ({{count}})',
  row: 'Fila',
  foreignKey: 'foreignKey',
  name: 'Nombre',
  outcome: 'Resultado',
  errors: 'Errores',
  place: 'Lugar',
  open: 'Abrir {{name}}',
  outcomes: {
    created: 'Creado',
    updated: 'Actualizado',
    unchanged: 'Sin cambios',
    refused: 'Rechazado',
  },
  wholeRow: 'el lugar',
};
