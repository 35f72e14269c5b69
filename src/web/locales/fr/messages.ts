// fr: the messages screens (issue 26).
import type { Translation } from '../translation';

export const messagesUi: Translation<'messagesUi'> = {
  nav: {
    messages: 'Messages',
    unread_one: 'Messages, {{count}} conversation non lue',
    unread_other: 'Messages, {{count}} conversations non lues',
  },
  list: {
    title: 'Messages',
    hostTitle: 'Messages avec les voyageurs',
    empty:
      'Aucune conversation pour le moment. Vous pouvez poser une question à un hôte depuis la page d’une propriété.',
    hostEmpty: 'Aucun voyageur ne vous a encore écrit.',
    inquiry: 'Question avant réservation',
    stay: 'Séjour',
    unread_one: '{{count}} non lu',
    unread_other: '{{count}} non lus',
    asGuest: 'Avec votre hôte {{name}}',
    asHost: 'Avec votre voyageur {{name}}',
    someone: 'quelqu’un',
    noMessage: 'Pas encore de message',
    hostingLink: 'Messages avec vos voyageurs',
    loading: 'Chargement des conversations',
  },
  thread: {
    back: 'Tous les messages',
    loading: 'Chargement de la conversation',
    you: 'Vous',
    them: '{{name}}',
    masked: 'Les coordonnées sont masquées jusqu’à la confirmation du séjour.',
    linksInactive: 'Les liens fonctionnent une fois le séjour confirmé.',
    messagesLabel: 'Messages de cette conversation',
    sentAt: 'Envoyé {{time}}',
  },
  compose: {
    label: 'Votre message',
    send: 'Envoyer',
    count: '{{count}} / 2000',
    keepOnStopover:
      'Gardez la conversation sur Stopover : adresses e-mail et numéros de téléphone ne s’affichent qu’une fois le séjour confirmé.',
  },
  ask: {
    title: 'Poser une question à l’hôte de {{location}}',
    intro:
      'Demandez ce que vous voulez avant de réserver : accès, taille de votre véhicule, chiens, heures d’arrivée.',
    back: 'Retour à la propriété',
    send: 'Envoyer la question',
  },
  stay: {
    opening: 'Ouverture de la conversation…',
  },
  actions: {
    messageHost: 'Écrire à l’hôte',
    messageGuest: 'Écrire au voyageur',
  },
  response: {
    label: 'Réactivité de l’hôte',
    rate: 'Taux de réponse : {{rate}} %',
    withinHour: 'Répond généralement en moins d’une heure',
    withinHours: 'Répond généralement en quelques heures',
    withinDay: 'Répond généralement dans la journée',
    moreThanDay: 'Répond généralement en plus d’une journée',
  },
  admin: {
    loadFailed: 'Les conversations n’ont pas pu être chargées.',
    title: 'Messages',
    none: 'Aucune conversation.',
    read: 'Lire',
    readTitle: 'Lire cette conversation',
    reasonLabel: 'Pourquoi devez-vous la lire ? Le motif est conservé dans le journal d’audit.',
    close: 'Fermer',
    location: 'Lieu',
    guest: 'Voyageur',
    host: 'Hôte',
    kind: 'Type',
    last: 'Dernier message',
    conversation: 'Conversation au sujet de {{location}}',
  },
};
