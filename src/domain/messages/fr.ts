// French: a first handful of keys, enough to prove the switch (issue 8). The content and languages
// issue translates the rest; until then every missing key falls back to English.

import type { Catalogue } from './index';

export const fr = {
  validation: {
    required: 'Obligatoire',
    requiredField: 'Ce champ est obligatoire',
    notANumber: 'Doit être un nombre',
  },
  http: {
    internal: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
  },
  access: {
    signInRequired: 'Veuillez vous connecter pour continuer.',
    notAnAdmin: 'Désolé, vous n’êtes pas administrateur.',
  },
  auth: {
    invalidEmail: 'L’adresse e-mail n’est pas valide.',
    userNotFound: 'Aucun compte ne correspond à cette adresse e-mail.',
    wrongPassword: 'Le mot de passe est incorrect.',
    accountExists: 'Ce compte existe déjà.',
    rateLimitedWait_one: 'Trop de tentatives. Veuillez patienter une minute puis réessayer.',
    rateLimitedWait_other: 'Trop de tentatives. Veuillez patienter {{count}} minutes puis réessayer.',
  },
  card: {
    numberLength: 'Le numéro de carte doit comporter 16 chiffres. {{count}}/16',
  },
  users: {
    notFound: 'Utilisateur introuvable.',
  },
  locations: {
    datesTogether: 'Veuillez choisir une date d’arrivée et une date de départ.',
    departureAfterArrival: 'La date de départ doit être postérieure à la date d’arrivée.',
    stayTooLong: 'Un séjour peut durer au plus {{max}} nuits.',
    arrivalPast: 'La date d’arrivée est passée. Veuillez choisir aujourd’hui ou une date ultérieure.',
    stayTooFar: 'Les séjours peuvent être recherchés jusqu’à {{days}} jours à l’avance.',
  },
  notFound: {
    title: 'Page introuvable',
  },
} satisfies Catalogue;
