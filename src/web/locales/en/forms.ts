// Texts of the form kit (src/web/components/form) and of forms shared by several areas.

export const forms = {
  email: 'Email',
};
