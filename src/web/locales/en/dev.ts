// Texts of the development screens (the mailbox).

export const dev = {
  mailbox: {
    title: 'Development mailbox',
    intro: 'The 20 most recent emails, newest first. Only on development servers.',
    refresh: 'Refresh',
    notAvailable: 'Not available',
    notAvailableText:
      'The development mailbox is not available on this server (it is switched off in production).',
    error: 'The mailbox could not be loaded',
    empty: 'No mail has been sent yet.',
    to: 'To {{to}} ·',
  },
};
