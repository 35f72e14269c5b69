// Textes du kit de formulaires et des formulaires partagés.
import type { Translation } from '../translation';

export const forms: Translation<'forms'> = {
  email: 'E-mail',
  reason: {
    count: '{{count}} sur au moins {{min}} caractères',
    ok: 'OK',
    cancel: 'Annuler',
    close: 'Fermer',
  },
};
