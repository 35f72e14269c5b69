import type { Translation } from '../translation';

export const common: Translation<'common'> = {
  tryAgain: 'Réessayer',
  loading: 'Chargement…',
  placeSearch: {
    form: 'Recherche de lieu',
    label: 'Où allez-vous ?',
    placeholder: 'Cherchez une ville ou une région, p. ex. Wanaka',
    places: 'Lieux',
    submit: 'Rechercher',
  },
  locationCard: {
    noPhoto: 'Pas encore de photo',
    fromPerNight: 'à partir de {{price}} / nuit',
    priceOnRequest: 'Prix sur demande',
  },
};
