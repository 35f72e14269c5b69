// Données personnelles : l’onglet « Confidentialité » du compte, « Vos données » avec le téléchargement, et la suppression du compte.
import type { Translation } from '../translation';

export const privacyDataUi: Translation<'privacyDataUi'> = {
  tab: 'Confidentialité',
  title: 'Vos données',
  intro:
    'Tout ce que Stopover conserve à votre sujet, compté ci-dessous. Téléchargez-le dans un fichier pour le garder ou le vérifier, ou supprimez votre compte.',
  loadFailed: 'Vos données n’ont pas pu être chargées',
  category: 'Ce que nous conservons',
  count: 'Enregistrements',
  categories: {
    profile: 'Profil et consentement',
    signIns: 'Moyens de connexion et sessions',
    vehicles: 'Véhicules et certificats',
    staysAsGuest: 'Nuits que vous avez réservées',
    staysAsHost: 'Nuits réservées chez vous',
    properties: 'Hébergements que vous proposez',
    reviewsWritten: 'Avis que vous avez écrits',
    reviewsReceived: 'Avis sur vous et vos hébergements',
    messageThreads: 'Conversations',
    payments: 'Paiements',
    ledger: 'Mouvements d’argent',
    payouts: 'Virements',
    affiliate: 'Nuits que vous avez recommandées',
    contactMessages: 'Messages à Stopover',
    uploads: 'Images envoyées',
  },
  download: 'Télécharger mes données',
  downloadHint:
    'Un fichier JSON avec tous les enregistrements. Il ne contient ni mot de passe ni numéro de carte.',
  retention: 'Ce que nous conservons, et combien de temps',
  deleteTitle: 'Supprimer mon compte',
  deleteIntro:
    'Votre profil, vos véhicules, vos moyens de connexion et vos sessions sont effacés, les avis sur vous en tant que voyageur disparaissent et vos annonces sont retirées. Les paiements, virements et reçus sont conservés 7 ans, comme la loi l’exige, sous le nom « Deleted user ». Cette action est définitive.',
  confirmLabel: 'Saisissez votre adresse e-mail pour confirmer',
  confirmMismatch: 'Saisissez l’adresse e-mail de ce compte',
  deleteButton: 'Supprimer mon compte',
  deleted: 'Votre compte a été supprimé',
  deleteFailed: 'Votre compte n’a pas pu être supprimé',
  blockedTitle: 'Votre compte ne peut pas encore être supprimé',
  blockedStays: 'Séjours à venir (les vôtres ou ceux de vos voyageurs)',
  blockedPayouts: 'Argent pas encore versé : {{amount}}',
};
