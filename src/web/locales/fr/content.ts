import type { Translation } from '../translation';

export const content: Translation<'content'> = {
  home: {
    collections: 'Collections',
    seeAllCollections: 'Voir toutes les collections',
    collectionsError: 'Les collections n’ont pas pu être chargées',
  },
  banner: {
    fallbackTitle: 'Une nuit hors du commun, dès ce soir',
    fallbackTagline:
      'Des nuits pour campeurs et camping-cars dans des fermes, des vignobles et sur les terres de nos hôtes, partout en Nouvelle-Zélande.',
    dates: 'Dates (facultatif)',
  },
  listings: {
    none: 'Aucun séjour à afficher ici pour le moment.',
  },
};
