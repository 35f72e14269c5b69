import type { WebCatalogue } from '../en';

export const layout: NonNullable<DeepPartial<WebCatalogue>['layout']> = {
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
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
