// German: the admin Tags screen.
import type { Translation } from '../translation';

export const adminTags: Translation<'adminTags'> = {
  title: 'Tags',
  addTitle: 'Tag hinzufügen',
  addForm: 'Tag hinzufügen',
  label: 'Label',
  labelHint: 'Kleinbuchstaben, Ziffern und Unterstriche; Stellplatz-Ausstattung beginnt mit site_feature:',
  name: 'Name',
  nameHint: 'Was die Nutzer lesen',
  group: 'Gruppe',
  chooseGroup: 'Gruppe wählen',
  add: 'Tag hinzufügen',
  caption: 'Alle Tags ({{count}})',
  status: 'Status',
  none: 'Es gibt noch keine Tags.',
  loadFailed: 'Die Tags konnten nicht geladen werden.',
  groups: {
    site_feature: 'Stellplatz-Ausstattung',
    site_type: 'Stellplatzart',
    collection: 'Sammlung',
    others: 'Sonstige',
  },
  statuses: {
    active: 'Aktiv',
  },
};
