// Texts of the admin screens.

export const admin = {
  home: {
    title: 'Admin',
    text: 'The admin area (users, locations, tags, campaigns, affiliates, data import) is coming soon.',
  },
};
