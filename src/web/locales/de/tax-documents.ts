import type { Translation } from '../translation';

export const taxDocumentsUi: Translation<'taxDocumentsUi'> = {
  print: 'Drucken',
  downloadPdf: 'PDF herunterladen',
  receipt: {
    link: 'Quittung',
    linkNumbered: 'Quittung {{number}}',
    back: 'Zurück zu Meine Reisen',
    loadFailed: 'Die Quittung konnte nicht geladen werden.',
  },
  statements: {
    title: 'Monatsabrechnungen',
    intro:
      'Die Abrechnung jedes Monats: was Ihre Gäste bezahlt haben, die Plattformgebühr, die GST, die Stopover abführt, und die an Sie weitergegebene Pauschalgutschrift.',
    none: 'Noch keine Abrechnungen: Ein Monat hat eine, sobald ein Gast einen Aufenthalt bezahlt.',
    month: 'Monat',
    stays: 'Aufenthalte',
    back: 'Alle Abrechnungen',
    loadFailed: 'Die Abrechnungen konnten nicht geladen werden.',
  },
};
