// Texts of the form kit (src/web/components/form) and of forms shared by several areas.

export const forms = {
  email: 'Email',
  /** The reason dialog (spec section 5): OK once the reason is long enough. */
  reason: {
    count: '{{count}} of at least {{min}} characters',
    ok: 'OK',
    cancel: 'Cancel',
    close: 'Close',
  },
};
