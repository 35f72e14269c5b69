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
    stayTotal_one: '{{total}} pour {{count}} nuit',
    stayTotal_other: '{{total}} pour {{count}} nuits',
  },
  stayDates: {
    legend: 'Dates',
    arrival: 'Arrivée',
    departure: 'Départ',
    format: 'JJ/MM/AAAA',
    clearArrival: 'Effacer la date d’arrivée',
    clearDeparture: 'Effacer la date de départ',
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    previousYear: 'Année précédente',
    nextYear: 'Année suivante',
    previousDecade: 'Décennie précédente',
    nextDecade: 'Décennie suivante',
    chooseMonth: 'Choisir un mois',
    chooseYear: 'Choisir une année',
  },
};
