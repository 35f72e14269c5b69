import type { Translation } from '../translation';

export const layout: Translation<'layout'> = {
  footer: {
    takeUsWithYou: 'Emportez Stopover avec vous',
    freeToJoin: 'Inscription et téléchargement GRATUITS',
    company: 'Entreprise',
    help: 'Aide',
    legal: 'Mentions légales',
    fineprint: '© {{year}} Stopover. Des nuits sur les terres de nos hôtes, partout en Nouvelle-Zélande.',
  },
  language: {
    label: 'Langue',
  },
  header: {
    home: 'Accueil Stopover',
    mainNavigation: 'Navigation principale',
    openNavigation: 'Ouvrir la navigation',
    closeNavigation: 'Fermer la navigation',
    account: 'Compte',
    logOut: 'Se déconnecter',
    join: 'S’inscrire',
    logIn: 'Se connecter',
    help: 'Aide',
  },
  mobileNav: {
    title: 'Menu',
    close: 'Fermer le menu',
  },
  skipToMain: 'Aller au contenu principal',
  nav: {
    whereCanIStay: 'Où dormir ?',
    admin: 'Administration',
    myHosting: 'Mes hébergements',
    becomeAHost: 'Devenir hôte',
    myTrips: 'Mes voyages',
    howItWorks: 'Comment fonctionne Stopover',
    faqGuests: 'FAQ voyageurs',
    faqHosts: 'FAQ hôtes',
    contactUs: 'Nous contacter',
    about: 'À propos',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions générales',
  },
};
