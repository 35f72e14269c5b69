// Informations d’arrivée : le formulaire de la propriété et la carte du séjour dans Mes voyages.
import type { Translation } from '../translation';

export const arrivalUi: Translation<'arrivalUi'> = {
  form: {
    label: 'Instructions d’arrivée',
    hint: 'Code du portail, où se garer, heures de calme. Seuls les voyageurs avec une réservation confirmée les voient, à partir de 48 heures avant leur arrivée.',
  },
  trip: {
    title: 'Instructions d’arrivée',
    later: 'Les instructions d’arrivée apparaissent 48 heures avant votre arrivée.',
  },
};
