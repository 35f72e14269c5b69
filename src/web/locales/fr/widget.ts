// Textes du widget promotionnel intégré par les partenaires et de l’écran des codes d’intégration.
import type { Translation } from '../translation';

export const widget: Translation<'widget'> = {
  slideshow: 'Photos de séjours sur Stopover',
  pause: 'Mettre le diaporama en pause',
  play: 'Relancer le diaporama',
  searchLabel: 'Où aimeriez-vous dormir ?',
  searchPlaceholder: 'Une ville ou une région',
  search: 'Rechercher',
  newTab: 'Ouvre Stopover dans un nouvel onglet',
  found: 'Séjours près de {{place}}',
  empty: 'Indiquez une ville ou une région de Nouvelle-Zélande.',
  noMatch: 'Nous n’avons pas trouvé « {{query}} » en Nouvelle-Zélande.',
  button: 'Trouver un séjour',
  fallback: 'Trouver un séjour sur Stopover',
  brand: 'Stopover',
};

export const widgetAdmin: Translation<'widgetAdmin'> = {
  title: 'Widgets',
  intro:
    'Un partenaire affiche un widget sur son propre site en collant son code d’intégration dans une page. Chaque format ci-dessous est prêt à être copié.',
  affiliate: 'Code affilié',
  affiliateHelp: 'Facultatif : les nuits réservées via le widget sont créditées à cet affilié.',
  size: '{{width}} × {{height}} pixels',
  noSlides: 'Ce widget n’a pas encore d’images dans ce format : il n’affiche que son texte.',
  embedCode: 'Code d’intégration, {{size}}',
  copy: 'Copier',
  copied: 'Copié',
  copyFailed: 'Impossible de copier le code : sélectionnez-le et copiez-le vous-même.',
  preview: 'Ouvrir le widget {{size}}',
  empty: 'Aucun widget pour l’instant.',
  loadFailed: 'Impossible de charger les widgets',
};
