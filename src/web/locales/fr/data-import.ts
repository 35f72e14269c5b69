// Textes de l’écran d’administration d’import de données (/admin/dataimport).
import type { Translation } from '../translation';

export const dataImportUi: Translation<'dataImportUi'> = {
  title: 'Import de données',
  intro:
    'Chargez un fichier CSV ou JSON de lieux avec leurs emplacements. Chaque lieu est identifié par sa foreignKey (son identifiant dans le système dont il provient) : une nouvelle clé crée un lieu, une clé connue le met à jour, et un lieu déjà conforme au fichier reste inchangé ; charger deux fois le même fichier ne crée donc rien en double.',
  formatTitle: 'Le format du fichier',
  formatCsv:
    'CSV : une ligne par emplacement, les colonnes du lieu étant répétées sur chacune de ses lignes ; les lignes ayant la même foreignKey forment un seul lieu. Les listes (tags, images, siteTags) sont séparées par |. Un camping libre ou commercial tient sur une ligne, avec les colonnes d’emplacement vides.',
  formatJson: 'JSON : {"locations": [...]}, chaque lieu avec ses champs et une liste d’emplacements.',
  formatFields:
    'Obligatoires : foreignKey, name, address, latitude et longitude (en Nouvelle-Zélande) et, pour une propriété, au moins un emplacement avec son nom, son nombre de places et son prix par nuit en cents (de 1000 à 99900). Les étiquettes sont indiquées par leur libellé. Les images sont des noms de fichiers photo, associés aux photos que vous choisissez ci-dessous.',
  columnsLabel: 'Colonnes CSV',
  exampleCsv: 'Télécharger l’exemple CSV',
  exampleJson: 'Télécharger l’exemple JSON',
  fileLabel: 'Fichier de lieux (CSV ou JSON)',
  fileHint: 'Un fichier .csv ou .json',
  imagesLabel: 'Photos (facultatif)',
  imagesHint: 'Les fichiers photo que nomment les lieux ; ils sont envoyés par lots de 100.',
  load: 'Charger',
  clearFile: 'Retirer le fichier de lieux',
  clearImages: 'Retirer les photos',
  fileApiUnsupported: 'Les API File ne sont pas entièrement prises en charge par ce navigateur.',
  noFile: 'Veuillez sélectionner un fichier avant de cliquer sur « Charger »',
  networkError:
    'Une erreur réseau s’est produite pendant l’import. Veuillez vérifier votre connexion et réessayer.',
  failed: 'L’import a échoué : {{message}}',
  fileProblems: {
    emptyFile: 'Le fichier ne contient aucun lieu.',
    badJson: 'Le fichier n’est pas un JSON valide.',
    jsonShape: 'Un fichier JSON doit contenir {"locations": [...]} ou une liste de lieux.',
    unclosedQuote: 'Un guillemet du fichier CSV n’est jamais fermé.',
    missingColumn: 'Le fichier CSV n’a pas de colonne {{column}}.',
    unknownColumn: 'Le fichier CSV contient une colonne inconnue de ce format : {{column}}.',
  },
  progressLabel: 'Progression de l’import',
  steps: {
    reading: 'Lecture du fichier…',
    locations: 'Import de {{count}} lieux…',
    photos: 'Envoi des photos : lot {{batch}} sur {{batches}}…',
    attaching: 'Association des photos aux lieux…',
    done: 'Terminé',
  },
  summary: '{{created}} créés, {{updated}} mis à jour, {{unchanged}} inchangés, {{refused}} refusés',
  photosSummary: '{{uploaded}} photos envoyées ; photos ajoutées à {{places}} lieux.',
  missingPhotos: 'Photos nommées dans le fichier mais non choisies : {{names}}',
  reportTitle: 'Rapport d’import',
  reportCaption: 'Une ligne par lieu du fichier ({{count}})',
  row: 'Ligne',
  foreignKey: 'foreignKey',
  name: 'Nom',
  outcome: 'Résultat',
  errors: 'Erreurs',
  place: 'Lieu',
  open: 'Ouvrir {{name}}',
  outcomes: {
    created: 'Créé',
    updated: 'Mis à jour',
    unchanged: 'Inchangé',
    refused: 'Refusé',
  },
  wholeRow: 'le lieu',
};
