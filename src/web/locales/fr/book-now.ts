// Textes de la réservation depuis la page d’un séjour : récapitulatif, Réserver, dialogues et confirmation.
import type { Translation } from '../translation';

export const bookNow: Translation<'bookNow'> = {
  close: 'Fermer',
  panel: {
    title: 'Votre séjour',
    empty:
      'Choisissez vos nuits dans le calendrier : sélectionnez le prix d’une nuit pour l’ajouter, sélectionnez-le à nouveau pour la retirer.',
    stay: 'Séjour {{number}} sur {{count}}',
    arrival: 'Arrivée',
    departure: 'Départ',
    nights_one: '{{count}} nuit',
    nights_other: '{{count}} nuits',
    siteNights_one: '{{site}} : {{count}} nuit',
    siteNights_other: '{{site}} : {{count}} nuits',
    stayTotal: 'Total du séjour',
    total: 'Total',
    totalLine: '{{nights}}, {{total}}',
    clear: 'Effacer la sélection',
    bookNow: 'Réserver',
    requestToBook: 'Demander à réserver',
    requestNote:
      'L’hôte accepte ou refuse les demandes pour ces nuits dans les {{hours}} heures. Le montant est bloqué sur votre carte et n’est débité que s’il accepte.',
    kept: 'Votre sélection est conservée sur cet appareil jusqu’à votre réservation.',
    signInFirst: 'Veuillez vous connecter ou vous inscrire pour réserver. Votre sélection est conservée.',
  },
  details: {
    title: 'Vos informations',
    intro:
      'L’hôte a besoin de votre nom et de votre numéro de téléphone pour vous accueillir et vous joindre au sujet de votre séjour.',
    form: 'Vos informations pour cette réservation',
    invalidPhone: 'Numéro de téléphone non valide',
    save: 'Enregistrer et continuer',
  },
  payment: {
    title: 'Ajouter une carte',
    intro:
      'Ajoutez la carte avec laquelle vous paierez. Rien n’est débité avant la confirmation de votre réservation.',
    save: 'Enregistrer la carte et continuer',
  },
  confirm: {
    includesGst: 'Dont GST : {{gst}}',
    title: 'Confirmez votre réservation',
    at: 'À {{location}}',
    nights: 'Nombre de nuits',
    total: 'Prix total',
    dates: 'Du {{arrival}} au {{departure}}',
    vehicle: 'Immatriculation du véhicule',
    vehicleHint: 'Pour que l’hôte reconnaisse votre véhicule à votre arrivée.',
    policy: 'Conditions d’annulation : {{name}}',
    refundAtArrival:
      'Si vous annulez le jour de votre arrivée ({{date}}) : {{refund}} remboursés sur {{paid}}.',
    card: 'Votre carte se terminant par {{last4}} sera débitée de {{total}} lorsque vous confirmerez.',
    requestTitle: 'Demande de réservation',
    cardHeld:
      'Nous bloquons {{total}} sur votre carte se terminant par {{last4}}. Vous ne serez débité que si l’hôte accepte dans les {{hours}} heures ; sinon, le montant est libéré.',
    sendRequest: 'Envoyer la demande',
    code: 'Code promo',
    codeHint: 'Vous avez un code promo ? Appliquez-le avant de confirmer.',
    applyCode: 'Appliquer',
    removeCode: 'Retirer',
    applyingCode: 'Vérification de votre code…',
    codeApplied: 'Code {{code}} appliqué. Nouveau total : {{total}}.',
    codeRemoved: 'Code {{code}} retiré. Total : {{total}}.',
    stayTotal: 'Prix des nuits',
    discount: 'Réduction ({{code}})',
    confirm: 'Confirmer',
    cancel: 'Annuler',
    booking: 'Réservation de votre séjour…',
    timeout:
      'Nous n’avons pas reçu de réponse à temps. Votre réservation a peut-être abouti : sélectionnez Confirmer pour vérifier. Vous ne serez pas débité deux fois.',
  },
};
