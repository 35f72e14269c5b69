// Textes des écrans d’administration.
import type { Translation } from '../translation';

export const admin: Translation<'admin'> = {
  audit: {
    title: 'Activité des administrateurs',
    none: 'Aucun administrateur n’a encore rien modifié ici.',
    loadFailed: 'L’activité des administrateurs n’a pas pu être chargée.',
    when: 'Quand',
    who: 'Qui',
    what: 'Quoi',
    reason: 'Motif',
    deletedAccount: 'Un compte supprimé',
    more: 'Plus d’activité',
  },
  home: {
    title: 'Administration',
  },
  overview: {
    intro: 'Les 30 derniers jours, du {{from}} au {{to}}, jour par jour (heure de Nouvelle-Zélande).',
    loadFailed: 'La vue d’ensemble n’a pas pu être chargée.',
    total: '30 derniers jours',
    day: 'Jour',
    dailyValues: '{{figure}} par jour',
    figures: {
      nightsBooked: {
        title: 'Nuits réservées',
        hint: 'Nuits payées, comptées le jour de leur réservation.',
        link: 'Voir les réservations par propriété',
      },
      revenueCents: {
        title: 'Chiffre d’affaires',
        hint: 'Ce que les voyageurs ont payé, moins les remboursements.',
        link: 'Voir les réservations par propriété',
      },
      platformFeeCents: {
        title: 'Commissions de la plateforme',
        hint: 'Commissions conservées par Stopover, moins les commissions remboursées.',
        link: 'Voir les réservations par propriété',
      },
      newUsers: {
        title: 'Nouveaux utilisateurs',
        hint: 'Personnes qui se sont inscrites.',
        link: 'Voir les utilisateurs',
      },
      newListings: {
        title: 'Nouvelles annonces',
        hint: 'Lieux créés, en ligne ou non.',
        link: 'Voir les lieux',
      },
    },
    locationsOnly: {
      text: 'Vous pouvez ajouter et gérer des lieux. Choisissez par où commencer :',
      label: 'Vos écrans d’administration',
      locations: 'Lieux',
      createCommercial: 'Créer une annonce non réservable',
    },
  },
};
