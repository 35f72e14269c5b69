// Reviews both ways and no-shows (issue 27, decision 043).
import type { Translation } from '../translation';

export const stayReviewsUi: Translation<'stayReviewsUi'> = {
  notice: {
    title: 'La réservation instantanée est suspendue',
    text_one:
      'Vous avez {{count}} absence non signalée ces 12 derniers mois : la réservation instantanée est suspendue sur votre compte. Vous pouvez toujours envoyer des demandes de réservation aux emplacements qui en acceptent. Contactez-nous pour la faire lever.',
    text_other:
      'Vous avez {{count}} absences non signalées ces 12 derniers mois : la réservation instantanée est suspendue sur votre compte. Vous pouvez toujours envoyer des demandes de réservation aux emplacements qui en acceptent. Contactez-nous pour la faire lever.',
  },
  state: {
    notYet: 'Les avis s’ouvrent à la fin du séjour ({{date}}).',
    open: 'Écrivez votre avis d’ici le {{date}}.',
    waitingForHost:
      'En attente de l’avis de l’hôte : les deux avis paraissent en même temps, le {{date}} au plus tard.',
    waitingForGuest:
      'En attente de l’avis du voyageur : les deux avis paraissent en même temps, le {{date}} au plus tard.',
    revealed: 'Avis publiés le {{date}}.',
  },
  yourReview: 'Votre avis ({{rating}}/5) :',
  hostsReview: 'L’avis de l’hôte sur vous ({{rating}}/5) :',
  guestsReview: 'L’avis du voyageur ({{rating}}/5) :',
  hostReply: 'Réponse de l’hôte :',
  blindHint:
    'Aucun de vous deux ne voit l’avis de l’autre avant que les deux soient écrits ou que 14 jours se soient écoulés depuis le départ.',
  reply: {
    open: 'Répondre',
    formLabel: 'Répondre à l’avis de {{name}}',
    formLabelGuest: 'Répondre à l’avis de ce voyageur',
    label: 'Votre réponse',
    hint: 'Affichée à tous sous l’avis. Vous ne pouvez répondre qu’une fois.',
    save: 'Enregistrer la réponse',
    cancel: 'Annuler',
    saved: 'Votre réponse est publiée',
  },
  host: {
    title: 'Séjours à évaluer',
    stay: '{{guest}} à {{location}}, du {{from}} au {{to}}',
    review: 'Évaluer {{guest}}',
    reviewLabel: 'Votre avis sur {{guest}}',
    markNoShow: 'Signaler une absence',
    noShowLabel: 'Signaler {{guest}} comme absent',
    noShowHint:
      'Seulement si le voyageur n’est jamais arrivé. Trois absences en 12 mois suspendent sa réservation instantanée.',
    noShowNote: 'Note (facultative)',
    confirmNoShow: 'Signaler l’absence',
    noShowMarked: 'Absence signalée le {{date}}',
  },
  profile: {
    guest: 'Voyageur',
    memberSince: 'Membre depuis le {{date}}',
    stays_one: '{{count}} séjour sur Stopover',
    stays_other: '{{count}} séjours sur Stopover',
    rating_one: '{{rating}} sur {{count}} avis d’hôte',
    rating_other: '{{rating}} sur {{count}} avis d’hôtes',
    noShows_one: '{{count}} absence en 12 mois',
    noShows_other: '{{count}} absences en 12 mois',
    vehicleCertified: 'Véhicule autonome certifié',
    noReviews: 'Aucun avis d’hôte pour l’instant.',
    review: '{{rating}}/5 à {{location}} :',
  },
  admin: {
    title: 'Absences',
    mayBook: 'Peut réserver instantanément.',
    blocked_one: 'Réservation instantanée suspendue : {{count}} absence en 12 mois.',
    blocked_other: 'Réservation instantanée suspendue : {{count}} absences en 12 mois.',
    arrival: 'Arrivée',
    property: 'Propriété',
    note: 'Note de l’hôte',
    cleared: 'Levée',
    clear: 'Lever',
    clearTitle: 'Lever les absences de ce voyageur',
    reason: 'Motif (conservé dans le journal d’audit)',
    clearedNotice: 'Absences levées',
  },
};
