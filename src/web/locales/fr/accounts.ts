import type { Translation } from '../translation';

export const accounts: Translation<'accounts'> = {
  logIn: 'Se connecter',
  signUp: 'S’inscrire',
  back: 'Retour',
  next: 'Suivant',
  overlay: {
    title: {
      landing: 'Se connecter ou s’inscrire',
    },
    newToStopover: 'Nouveau sur Stopover ?',
  },
  password: {
    label: 'Mot de passe',
  },
};
