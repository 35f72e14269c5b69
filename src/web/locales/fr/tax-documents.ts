import type { Translation } from '../translation';

export const taxDocumentsUi: Translation<'taxDocumentsUi'> = {
  print: 'Imprimer',
  downloadPdf: 'Télécharger le PDF',
  receipt: {
    link: 'Reçu',
    linkNumbered: 'Reçu {{number}}',
    back: 'Retour à Mes voyages',
    loadFailed: 'Le reçu n’a pas pu être chargé.',
  },
  statements: {
    title: 'Relevés mensuels',
    intro:
      'Le relevé de chaque mois : ce que vos voyageurs ont payé, les frais de plateforme, la GST que Stopover reverse et le crédit forfaitaire qui vous est transmis.',
    none: 'Pas encore de relevé : un mois en a un dès qu’un voyageur paie un séjour.',
    month: 'Mois',
    stays: 'Séjours',
    back: 'Tous les relevés',
    loadFailed: 'Les relevés n’ont pas pu être chargés.',
  },
};
