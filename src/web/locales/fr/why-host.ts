// Textes de /why-host : pourquoi devenir hôte sur Stopover, ce que cela rapporte et comment fonctionnent les versements.
import type { Translation } from '../translation';

export const whyHost: Translation<'whyHost'> = {
  pageTitle: 'Pourquoi devenir hôte sur Stopover',
  hero: {
    title: 'Accueillez des voyageurs sur vos terres, et gagnez de l’argent',
    text: 'Un pré inutilisé, le bout d’un rang de vigne, le terrain derrière le club : si un camping-car peut s’y garer pour la nuit, il peut vous rapporter. Vous choisissez les nuits et le prix ; Stopover vous amène les voyageurs et encaisse le paiement.',
  },
  becomeAHost: 'Devenir hôte',
  createProperty: 'Créer une propriété',
  why: {
    title: 'Pourquoi devenir hôte sur Stopover',
    reasons: {
      land: {
        title: 'Tirez un revenu d’un terrain que vous avez déjà',
        text: 'Il vous suffit d’un endroit plat et stable accessible à un camping-car. Rien à construire, aucune chambre à nettoyer : les voyageurs arrivent le soir et repartent le matin.',
      },
      control: {
        title: 'Vous choisissez les nuits et les prix',
        text: 'Fixez un prix par nuit pour chaque emplacement, de $10 à $999. Fermez un emplacement pendant l’agnelage, les vendanges ou un mariage de famille, et indiquez si les voyageurs peuvent réserver le jour même ou doivent vous prévenir un jour à l’avance. Désactivez votre propriété dès que vous avez besoin d’une pause.',
      },
      guests: {
        title: 'Des voyageurs autonomes',
        text: 'La plupart des voyageurs circulent en camping-car ou en van aménagé autonome, avec leur propre eau, leurs toilettes et leur réservoir d’eaux usées : ils vous demandent donc peu. Si vous proposez des toilettes, une douche, de l’eau ou l’électricité, cochez-le pour votre emplacement et les voyageurs qui en ont besoin vous trouveront.',
      },
      reviews: {
        title: 'Les avis instaurent la confiance, dans les deux sens',
        text: 'Chaque voyageur réserve sous son propre nom et avec son numéro de téléphone : vous savez qui arrive. Après son séjour, il note votre lieu et laisse un commentaire : les bons avis vous apportent davantage de réservations.',
      },
      kinds: {
        title: 'Fermes, vignobles et clubs',
        text: 'Les agriculteurs partagent un pré et un aperçu de la vie à la ferme. Les vignobles et les caveaux accueillent des voyageurs qui préfèrent ne pas reprendre le volant après une dégustation. Les clubs de surf, de golf et de rugby et les RSA financent leurs activités grâce à un parking vide la plupart des nuits.',
      },
    },
  },
  earnings: {
    title: 'Ce que cela rapporte',
    intro:
      'Vous fixez le prix par camping-car et par nuit, et c’est ce que paient les voyageurs. Stopover conserve {{percent}} % de chaque réservation pour faire fonctionner le site, trouver des voyageurs et encaisser les paiements par carte ; le reste est pour vous.',
    example:
      'Par exemple : {{sites}} emplacements à {{price}} la nuit, chacun réservé {{nights}} nuits dans le mois.',
    caption: 'Exemple chiffré sur un mois',
    item: 'Poste',
    amount: 'Montant',
    guestsPay: 'Les voyageurs paient ({{count}} nuits à {{price}})',
    fee: 'Commission de Stopover ({{percent}} %)',
    youReceive: 'Ce que vous recevez',
    note: 'Un exemple, pas une promesse : la fréquence de vos réservations dépend de votre emplacement, de la saison et de vos avis.',
  },
  payouts: {
    title: 'Comment fonctionnent les versements',
    steps: {
      advance: {
        title: 'Les voyageurs paient à l’avance',
        text: 'Les voyageurs paient par carte au moment de réserver : chaque nuit est donc payée avant leur arrivée. Pas d’argent liquide à récupérer ni de facture à relancer.',
      },
      provider: {
        title: 'Vos revenus arrivent sur votre compte de versement',
        text: 'Les paiements passent par notre prestataire de paiement par carte. Vous ajoutez votre compte bancaire néo-zélandais une seule fois, et le prestataire confirme votre identité avant de vous payer.',
      },
      monthly: {
        title: 'Versés sur votre compte le 15 du mois',
        text: 'Ce que vous avez gagné est versé sur votre compte bancaire le 15 de chaque mois. Le prochain versement aura lieu le {{date}}.',
      },
      track: {
        title: 'Suivez chaque réservation et chaque paiement',
        text: 'Mon espace hôte liste vos voyageurs nuit par nuit, ainsi que chaque paiement et chaque versement dans Transactions.',
      },
    },
  },
  cta: {
    title: 'Prêt à accueillir vos premiers voyageurs ?',
    text: 'Quelques minutes suffisent : vos informations, votre compte bancaire, puis votre propriété avec ses emplacements, ses prix et une photo ou deux.',
    hostText: 'Ajoutez une autre propriété, avec ses emplacements, ses prix et une photo ou deux.',
  },
};
