// Textes de la page des revenus de l’hôte (issue 28, décision 050).
import type { Translation } from '../translation';

export const earningsUi: Translation<'earningsUi'> = {
  title: 'Revenus',
  intro:
    'Ce que vos séjours ont rapporté : ce que les voyageurs ont payé, les frais de la plateforme, la TPS que Stopover reverse sur vos séjours, le crédit forfaitaire qui vous revient, les remboursements, ce que vous gagnez et ce qui a été versé sur votre compte.',
  period: 'Période',
  year: 'Année',
  last12: 'Les 12 mois jusqu’à {{month}}',
  custom: 'Mois de votre choix',
  from: 'Mois de début',
  to: 'Mois de fin',
  badPeriod: 'Choisissez un mois de début au plus tard le mois de fin, trois ans d’écart au plus.',
  loadFailed: 'Vos revenus n’ont pas pu être chargés.',
  none: 'Aucun séjour ni versement sur cette période.',
  download: 'Télécharger le CSV',
  downloadHint: 'Une ligne par nuit ou par versement, pour votre tableur ou votre comptable.',
  chartMonthly: 'Ce que les voyageurs ont payé et ce que vous gagnez, par mois',
  chartOccupancy: 'Taux d’occupation par emplacement',
  chartHidden: 'Le graphique reprend les chiffres du tableau ci-dessous.',
  byMonth: 'Revenus par mois, de {{from}} à {{to}}',
  byProperty: 'Revenus par propriété, de {{from}} à {{to}}',
  bySite: 'Occupation par emplacement, de {{from}} à {{to}}',
  month: 'Mois',
  property: 'Propriété',
  site: 'Emplacement',
  gross: 'Payé par les voyageurs',
  fee: 'Frais de plateforme',
  gst: 'TPS (GST)',
  credit: 'Crédit forfaitaire',
  refund: 'Remboursements',
  net: 'Vous gagnez',
  paidOut: 'Versé',
  nightsSold: 'Nuits vendues',
  nightsOffered: 'Nuits proposées',
  occupancy: 'Occupation',
  percent: '{{percent}} %',
  notOffered: 'Non proposé',
  total: 'Total',
  howTitle: 'Comment ces chiffres sont calculés',
  signs:
    'Les frais et la TPS apparaissent en négatif : chaque ligne s’additionne en ce que vous gagnez. Une nuit compte dans le mois de la nuit, remboursement compris ; un versement compte le jour où il a été fait.',
  gstHelp:
    'Selon les règles néo-zélandaises des places de marché, Stopover est le fournisseur de vos séjours : il reverse à l’administration fiscale (Inland Revenue) la TPS comprise dans ce que les voyageurs paient (3/23). Si vous n’êtes pas inscrit à la TPS, 8,5 % du prix hors TPS vous revient en crédit forfaitaire.',
  occupancyHelp:
    'Les nuits proposées sont les places de chaque emplacement multipliées par les jours de la période, pour les emplacements que vous proposez encore. Les dates fermées, vos règles et les calendriers synchronisés ne sont pas déduits, car nous gardons les règles d’aujourd’hui et non celles de la saison passée : votre occupation réelle était au moins celle affichée ici.',
};
