// Textes des composants partagés : états de page, cartes, recherche de lieu.
import type { Translation } from '../translation';

export const common: Translation<'common'> = {
  tryAgain: 'Réessayer',
  loading: 'Chargement…',
  loadingMap: 'Chargement de la carte',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  cancellationPolicy: {
    label: 'Conditions d’annulation',
    flexible: {
      name: 'Flexibles',
      terms: 'Remboursement intégral de chaque nuit annulée au moins 1 jour à l’avance.',
    },
    moderate: {
      name: 'Modérées',
      terms:
        'Remboursement intégral de chaque nuit annulée au moins 7 jours à l’avance ; remboursement de moitié de 1 à 6 jours avant.',
    },
    strict: {
      name: 'Strictes',
      terms:
        'Remboursement intégral de chaque nuit annulée au moins 14 jours à l’avance ; remboursement de moitié de 7 à 13 jours avant.',
    },
    sameDay: 'Une nuit annulée le jour même n’est pas remboursée.',
    byHost: 'Si l’hôte annule, toutes les nuits sont intégralement remboursées.',
    quote: 'En annulant maintenant, vous seriez remboursé de {{refund}} sur {{paid}}.',
  },
  pageTitle: {
    site: 'Stopover : des nuits sur les terres de nos hôtes en Nouvelle-Zélande',
    page: '{{title}} | Stopover',
  },
  appBadges: {
    appStoreKicker: 'Télécharger dans',
    appStore: 'l’App Store',
    googlePlayKicker: 'Disponible sur',
    googlePlay: 'Google Play',
  },
  errorMessage: {
    title: 'Une erreur s’est produite',
    newVersion:
      'Une nouvelle version de Stopover est disponible, ou la connexion a été interrompue pendant le chargement de cette page.',
    generic:
      'Désolé, cette page n’a pas pu s’afficher. Veuillez recharger la page ou réessayer dans un instant.',
    reload: 'Recharger la page',
  },
  queryError: {
    title: 'Cette page n’a pas pu être chargée',
    fallback: 'Veuillez réessayer.',
  },
  notFound: {
    backHome: 'Retour à l’accueil',
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
  placeSearch: {
    form: 'Recherche de lieu',
    label: 'Où allez-vous ?',
    placeholder: 'Cherchez une ville ou une région, p. ex. Wānaka',
    places: 'Lieux',
    submit: 'Rechercher',
    empty: 'Saisissez un lieu à rechercher.',
    noMatch: 'Aucun lieu en Nouvelle-Zélande ne correspond à « {{query}} ».',
    unavailable: 'La recherche de lieu n’est pas disponible pour le moment. Veuillez réessayer.',
  },
  noPayoutAccount: {
    title: 'Vous n’avez pas encore de compte de versement',
    text: 'Ajoutez dans Informations d’hôte le compte bancaire sur lequel vos versements seront effectués. Notre prestataire de paiement vérifie ensuite vos informations, et les paiements des voyageurs pour vos emplacements y sont versés.',
    setUp: 'Configurer un compte de versement',
  },
};
