// Textes des écrans de développement (la boîte mail).
import type { Translation } from '../translation';

export const dev: Translation<'dev'> = {
  mailbox: {
    title: 'Boîte mail de développement',
    intro:
      'Les 20 e-mails les plus récents, du plus récent au plus ancien. Uniquement sur les serveurs de développement.',
    refresh: 'Actualiser',
    notAvailable: 'Indisponible',
    notAvailableText:
      'La boîte mail de développement n’est pas disponible sur ce serveur (elle est désactivée en production).',
    error: 'La boîte mail n’a pas pu être chargée',
    empty: 'Aucun e-mail n’a encore été envoyé.',
    to: 'À {{to}} ·',
  },
};
