// Textes des pages de contenu : accueil, collections et widget partenaire.
import type { Translation } from '../translation';

export const content: Translation<'content'> = {
  home: {
    partial: 'Une partie de cette page n’a pas pu être chargée',
    partialText:
      'Vous pouvez toujours rechercher un lieu ci-dessus, ou parcourir <mapLink>tous les séjours sur la carte</mapLink>.',
    collections: 'Collections',
    seeAllCollections: 'Voir toutes les collections',
    collectionsError: 'Les collections n’ont pas pu être chargées',
  },
  banner: {
    brand: 'Stopover',
    fallbackTitle: 'Une nuit hors du commun, dès ce soir',
    fallbackTagline:
      'Des nuits pour campeurs et camping-cars dans des fermes, des vignobles et sur les terres de nos hôtes, partout en Nouvelle-Zélande.',
    dates: 'Dates (facultatif)',
  },
  page: {
    helpMenu: 'Rubriques d’aide',
    loading: 'Chargement de la page…',
  },
  blocks: {
    seeCollection: 'Voir toute la collection {{title}}',
  },
  listings: {
    none: 'Aucun séjour à afficher ici pour le moment.',
  },
  collections: {
    title: 'Collections',
    intro: 'Des séjours triés sur le volet, regroupés selon ce qui les rend uniques.',
    loading: 'Chargement de la collection…',
    staysIn: 'Séjours de la collection {{title}}',
  },
  widget: {
    title: 'Trouvez une étape en Nouvelle-Zélande',
    text: 'Passez la nuit dans des fermes, des vignobles et sur des terrains privés avec Stopover.',
  },
};
