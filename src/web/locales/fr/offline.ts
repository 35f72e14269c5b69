import type { Translation } from '../translation';

export const offlineUi: Translation<'offlineUi'> = {
  banner: {
    signedIn:
      'Vous êtes hors ligne. Vos prochains séjours enregistrés sur cet appareil sont dans Mes voyages.',
    visitor: 'Vous êtes hors ligne. Les pages se chargeront de nouveau dès que vous aurez une connexion.',
    myTrips: 'Ouvrir Mes voyages',
  },
  savedOn: 'Hors ligne : enregistré le {{when}}',
  notSaved: 'Hors ligne : aucun de vos voyages n’est encore enregistré sur cet appareil.',
  needsConnection:
    'Vous êtes hors ligne : l’annulation, les messages et les reçus nécessitent une connexion.',
  update: {
    text: 'Une nouvelle version de Stopover est prête.',
    reload: 'Recharger',
  },
  install: {
    title: 'Gardez votre voyage sur votre téléphone',
    text: 'Installez Stopover : vos prochains séjours, l’itinéraire et le téléphone de l’hôte s’ouvrent même sans réseau.',
    action: 'Installer Stopover',
  },
  stay: {
    details: 'Détails du séjour',
    back: 'Retour à Mes voyages',
    photos: 'Photos de {{name}}',
    photo: 'Photo {{number}} de {{name}}',
    map: 'Carte autour de {{name}}',
    openInMaps: 'Itinéraire dans votre application de cartes',
    notFound: 'Ce séjour ne fait pas partie de vos voyages.',
  },
};
