// Texts of the admin Tags screen (/admin/tags). The rules' messages are the domain's (`tags.*`).

export const adminTags = {
  title: 'Tags',
  addTitle: 'Add a tag',
  addForm: 'Add a tag',
  label: 'Label',
  labelHint: 'Lowercase letters, digits and underscores; site features start with site_feature:',
  name: 'Name',
  nameHint: 'What people read',
  group: 'Group',
  chooseGroup: 'Choose a group',
  add: 'Add tag',
  caption: 'All tags ({{count}})',
  status: 'Status',
  none: 'There are no tags yet.',
  loadFailed: 'The tags could not be loaded.',
  groups: {
    site_feature: 'Site feature',
    site_type: 'Site type',
    collection: 'Collection',
    others: 'Others',
  },
  statuses: {
    active: 'Active',
  },
};
