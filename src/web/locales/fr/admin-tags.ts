// Textes de l’écran d’administration des étiquettes (/admin/tags).
import type { Translation } from '../translation';

export const adminTags: Translation<'adminTags'> = {
  title: 'Étiquettes',
  addTitle: 'Ajouter une étiquette',
  addForm: 'Ajouter une étiquette',
  label: 'Libellé',
  labelHint:
    'Lettres minuscules, chiffres et tirets bas ; les équipements d’emplacement commencent par site_feature:',
  name: 'Nom',
  nameHint: 'Ce que les utilisateurs lisent',
  group: 'Groupe',
  chooseGroup: 'Choisir un groupe',
  add: 'Ajouter l’étiquette',
  caption: 'Toutes les étiquettes ({{count}})',
  status: 'Statut',
  none: 'Il n’y a pas encore d’étiquette.',
  loadFailed: 'Les étiquettes n’ont pas pu être chargées.',
  groups: {
    site_feature: 'Équipement d’emplacement',
    site_type: 'Type d’emplacement',
    collection: 'Collection',
    others: 'Autres',
  },
  statuses: {
    active: 'Active',
  },
};
