// Textes de la synchronisation des calendriers d’un emplacement (issue 28, décision 047).
import type { Translation } from '../translation';

export const calendarSyncUi: Translation<'calendarSyncUi'> = {
  title: 'Synchronisation des calendriers',
  feedLabel: 'Adresse privée du calendrier de cet emplacement',
  feedHint:
    'Abonnez-vous-y dans Google Agenda, Airbnb ou Hipcamp pour y voir les nuits réservées ou bloquées ici. Toute personne ayant l’adresse peut les voir.',
  copy: 'Copier l’adresse',
  copied: 'Copiée',
  copyFailed: 'L’adresse n’a pas pu être copiée : sélectionnez-la et copiez-la vous-même.',
  replace: 'Créer une nouvelle adresse',
  replaced: 'Nouvelle adresse créée : l’ancienne ne fonctionne plus.',
  importsTitle: 'Calendriers d’ailleurs',
  importsHint:
    'Les nuits réservées ou bloquées dans ces calendriers ne sont pas vendues sur Stopover. Ils sont vérifiés toutes les 15 minutes.',
  none: 'Aucun calendrier synchronisé pour l’instant.',
  blockedBy: 'Bloqué par {{name}} : {{nights}}',
  tileBlockedBy: 'Bloqué par {{names}}',
  spokenBlockedBy: 'bloqué par {{names}}',
  nothingBlocked: '{{name}} ne bloque aucune nuit',
  lastSync: 'Dernière synchronisation {{time}}',
  neverSynced: 'Pas encore synchronisé',
  failed:
    'La dernière vérification a échoué : {{reason}} Les nuits de la dernière synchronisation réussie s’appliquent toujours.',
  remove: 'Retirer {{name}}',
  removeShort: 'Retirer',
  addTitle: 'Synchroniser un autre calendrier',
  name: 'Nom du calendrier',
  nameHint: 'Affiché sur les nuits qu’il bloque, p. ex. Airbnb',
  url: 'Adresse du calendrier (iCal, .ics)',
  urlHint: 'Son lien d’export ou iCal, commençant par https://',
  add: 'Ajouter le calendrier',
  saveFirst: 'Enregistrez la propriété pour synchroniser le calendrier de cet emplacement.',
  loadFailed: 'La synchronisation des calendriers n’a pas pu être chargée.',
};
