// Textes des écrans de compte : connexion, inscription, accueil des nouveaux membres, compte, mot de passe.
import type { Translation } from '../translation';

export const accounts: Translation<'accounts'> = {
  logIn: 'Se connecter',
  signUp: 'S’inscrire',
  back: 'Retour',
  next: 'Suivant',
  whereCanIStay: 'Où dormir ?',
  resendVerification: 'Renvoyer l’e-mail de vérification',
  signOut: {
    failed: 'La déconnexion a échoué',
  },
  signInRequired: {
    pageTitle: 'Veuillez vous connecter',
    text: 'Cette page fait partie de votre compte Stopover. Connectez-vous ou inscrivez-vous pour la voir.',
  },
  notAnAdmin: {
    title: 'Administration',
  },
  entry: {
    logInTitle: 'Se connecter',
    signUpTitle: 'Rejoindre Stopover',
    loggedInTitle: 'Vous êtes connecté',
    loggedInAs: 'Vous êtes connecté en tant que {{email}}.',
    account: 'Compte',
    intro:
      'Connectez-vous ou inscrivez-vous pour réserver des séjours, retrouver vos voyages et accueillir des voyageurs sur Stopover.',
    browse: 'Parcourir les séjours',
    socialFailed:
      'La connexion avec Google ou Facebook n’a pas abouti. Veuillez réessayer, ou connectez-vous avec votre adresse e-mail.',
  },
  overlay: {
    title: {
      landing: 'Se connecter ou s’inscrire',
      login: 'Se connecter avec une adresse e-mail',
      reset: 'Réinitialiser votre mot de passe',
      signup: 'S’inscrire',
    },
    close: 'Fermer',
    withEmail: 'Se connecter avec une adresse e-mail',
    withFacebook: 'Se connecter avec Facebook',
    withGoogle: 'Se connecter avec Google',
    newToStopover: 'Nouveau sur Stopover ?',
    joiningIsFree: 'L’inscription est gratuite. Vous pouvez parcourir tous les séjours sans compte.',
    socialUnavailable: 'La connexion avec {{provider}} n’est pas disponible pour le moment.',
    resetPassword: 'Réinitialiser le mot de passe',
    haveAccount: 'J’ai déjà un compte',
    resetIntro:
      'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    sendResetLink: 'Envoyer le lien de réinitialisation',
    sendResetAgain: 'Renvoyer le lien',
    agreeToPrivacy: 'J’accepte la <privacy>politique de confidentialité</privacy>',
    createFailed: 'Une erreur s’est produite lors de la création de votre compte.',
    errorDetail: 'Erreur : {{message}}',
  },
  password: {
    label: 'Mot de passe',
    newLabel: 'Nouveau mot de passe',
    again: '{{label}} (confirmation)',
    atLeastSix: 'Au moins 6 caractères',
  },
  details: {
    form: 'Vos informations',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    phoneHint: 'Avec l’indicatif du pays, p. ex. +64 21 123 4567',
  },
  email: {
    title: 'Adresse e-mail',
    verified: 'Vérifiée',
    notVerified: 'Non vérifiée',
    pleaseVerify: 'Veuillez vérifier {{email}} grâce au lien que nous vous avons envoyé par e-mail.',
    form: 'Changer d’adresse e-mail',
    currentPassword: 'Mot de passe actuel',
    confirmPassword: 'Pour changer d’adresse e-mail, veuillez confirmer votre mot de passe.',
    enterPassword: 'Veuillez saisir votre mot de passe actuel',
    change: 'Changer d’adresse e-mail',
    linkSent: 'Nous avons envoyé un lien à {{email}} pour la vérifier.',
    updateFailed: 'La mise à jour des informations du compte a échoué',
    /** While an email change is sent (spec section 8). */
    updating: 'Mise à jour...',
    /** 'Failed updating account details' for any failure but a wrong password. */
    tryAgain: 'Veuillez réessayer...',
  },
  verification: {
    sent: 'E-mail de vérification envoyé',
    checkInbox: 'Veuillez consulter votre boîte de réception ({{email}}).',
  },
  profileImage: {
    label: 'Photo de profil',
    formats: 'JPG, PNG ou GIF',
    choose: 'Choisir une photo',
    chooseNew: 'Choisir une nouvelle photo',
    wrongType: 'Veuillez choisir une image JPG, PNG ou GIF.',
    uploading: 'Envoi de l’image...',
    uploaded: 'Envoi terminé',
    removed: 'Photo supprimée',
    noImage: 'L’envoi n’a renvoyé aucune image.',
    alt: 'Photo de profil de {{name}}',
    remove: 'Supprimer la photo',
    saving: 'Enregistrement de votre photo…',
  },
  notices: {
    updated: 'Les informations du compte ont bien été mises à jour',
    updateFailed: 'Une erreur s’est produite lors de la mise à jour des informations de votre compte.',
    contactSupport: 'Si le problème persiste, veuillez contacter l’assistance. Erreur : {{message}}',
  },
  account: {
    title: 'Compte',
    loadFailed: 'Votre compte n’a pas pu être chargé',
    myDetails: 'Mes informations',
    paymentDetails: 'Informations de paiement',
    hostDetails: 'Informations d’hôte',
    update: 'Mettre à jour',
    paymentIntro: 'Votre carte est débitée lorsque vous réservez un séjour.',
    hostIntro:
      'Les voyageurs paient au moment de réserver ; ce qu’ils paient pour vos emplacements est versé sur ce compte bancaire.',
  },
  becomeAHost: {
    title: 'Devenir hôte',
    intro:
      'Cinq étapes rapides et votre terrain est prêt à accueillir des voyageurs : vos informations, une photo, le compte bancaire qui recevra vos revenus, une vérification par notre prestataire de paiement, puis votre première propriété. <why>Pourquoi devenir hôte sur Stopover ?</why>',
    steps: 'Étapes pour devenir hôte',
    stepLabels: {
      details: 'Vos informations',
      image: 'Photo de profil',
      bank: 'Compte bancaire',
      verification: 'Vérification',
      property: 'Votre propriété',
    },
    loadFailed: 'Vos informations d’hôte n’ont pas pu être chargées',
    detailsTitle: 'Vos informations',
    detailsIntro:
      'Les voyageurs voient votre prénom, et votre numéro de téléphone leur permet de vous joindre une fois leur réservation faite. Saisissez votre numéro de mobile avec l’indicatif du pays, p. ex. +64 21 123 4567.',
    imageTitle: 'Ajoutez une photo de profil',
    imageIntro:
      'Un visage souriant aide les voyageurs à se sentir les bienvenus et à vous reconnaître à leur arrivée. Vous pouvez passer cette étape et ajouter une photo plus tard depuis votre compte.',
    bankTitle: 'Votre compte bancaire',
    bankIntro:
      'Les voyageurs paient par carte au moment de réserver. Vos revenus sont versés sur ce compte bancaire néo-zélandais le 15 de chaque mois. En l’enregistrant, vous passez par notre prestataire de paiement pour confirmer votre identité, puis vous revenez ici.',
    bankNeeded: 'Enregistrez votre compte bancaire pour continuer.',
    verificationTitle: 'Vérification',
    verificationIntro:
      'Avant de pouvoir vous payer, notre prestataire de paiement doit confirmer votre identité. Cela se fait une seule fois, sur la page sécurisée du prestataire, qui vous ramène ensuite ici.',
    verifiedTitle: 'Votre compte de versement est prêt',
    verifiedText:
      'Notre prestataire de paiement a vérifié vos informations : les voyageurs peuvent réserver et payer vos emplacements.',
    propertyTitle: 'Créez votre première propriété',
    propertyIntro:
      'Ajoutez maintenant votre propriété : où elle se trouve, ses emplacements et leurs prix par nuit, les nuits où elle est ouverte et une photo ou deux. Les voyageurs peuvent la réserver dès que vous l’enregistrez, et vous pouvez la désactiver à tout moment dans Mes propriétés.',
    createProperty: 'Créer une propriété',
  },
  emailVerified: {
    pageTitle: 'Vérification de l’adresse e-mail',
    expired: 'Ce lien de vérification a expiré',
    invalid: 'Ce lien de vérification n’est pas valide',
    newLink: 'Nous pouvons vous envoyer un nouveau lien. Utilisez le dernier e-mail que nous vous envoyons.',
    logInForLink:
      'Connectez-vous et nous pourrons vous envoyer un nouveau lien depuis la page de votre compte.',
    alreadyVerified: 'Bonne nouvelle : votre adresse e-mail {{email}} est déjà vérifiée.',
    title: 'Votre adresse e-mail est vérifiée',
    thanks: 'Merci d’avoir confirmé votre adresse e-mail. Bons séjours !',
    home: 'Aller à l’accueil',
  },
  resetPassword: {
    pageTitle: 'Choisissez un nouveau mot de passe',
    invalid: 'Ce lien de réinitialisation n’est pas valide ou a expiré',
    invalidText:
      'Un lien de réinitialisation fonctionne une seule fois, pendant une heure. Demandez-en un nouveau et utilisez le dernier e-mail que nous vous envoyons.',
    requestNew: 'Demander un nouveau lien',
    done: 'Votre mot de passe a été modifié',
    doneText: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
    save: 'Enregistrer le nouveau mot de passe',
  },
  onboarding: {
    title: 'Bienvenue sur Stopover',
    steps: 'Étapes d’inscription',
    stepLabels: {
      start: 'C’est parti',
      details: 'Vos informations',
      image: 'Photo de profil',
      payment: 'Informations de paiement',
      done: 'Terminé',
    },
    stepOf: 'Étape {{step}} sur {{total}}',
    verifyTitle: 'Veuillez vérifier votre adresse e-mail',
    verifyText: 'Nous avons envoyé un lien à {{email}}.',
    whatFirst: 'Que souhaitez-vous faire en premier ?',
    host: 'Je veux accueillir des voyageurs',
    camp: 'Je veux camper',
    detailsTitle: 'Vos informations',
    detailsIntro:
      'Les hôtes utilisent votre nom et votre numéro de téléphone pour vous accueillir et vous joindre au sujet d’un séjour.',
    detailsLoadFailed: 'Vos informations n’ont pas pu être chargées',
    imageTitle: 'Ajoutez une photo de profil',
    imageIntro: 'Facultatif : un visage souriant aide les hôtes à vous reconnaître à votre arrivée.',
    paymentTitle: 'Informations de paiement',
    paymentIntro:
      'Facultatif : ajoutez la carte avec laquelle vous paierez vos séjours, ou laissez le formulaire vide et ajoutez-la plus tard depuis votre compte.',
    savedCard:
      'Votre carte se terminant par {{last4}} est enregistrée. Saisissez une autre carte pour la remplacer, ou continuez.',
    doneTitle: 'Tout est prêt !',
    findPlace: 'Trouvez où passer la nuit ce soir, sur les terres d’un hôte.',
    willEmail: 'Lorsque vous continuerez, nous enverrons à {{email}} un lien pour vérifier votre adresse.',
    letsGo: 'C’est parti !',
  },
};
