// Texts of Contact Us, the Wifi FAQ and the admin Messages screen.

export const contactUi = {
  form: {
    pageTitle: 'Contact Us',
    intro:
      'Questions about a stay, hosting your land or your account? Send us a message and we will reply by email, usually within one working day.',
    label: 'Contact form',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    message: 'Message',
    honeypot: 'Leave this field empty',
    send: 'Send message',
    sent: 'Message sent',
    sentText: 'Thank you for getting in touch. We will reply to {{email}} as soon as we can.',
    sendFailed: 'Your message could not be sent',
    sendAnother: 'Send another message',
    wifiHint: 'Wondering about wifi or mobile coverage on a stay?',
    wifiLink: 'Read the Wifi FAQ',
  },
  faqWifi: {
    pageTitle: 'Wifi FAQ',
    language: 'Language',
    loadFailed: 'The questions could not be loaded',
    inEnglish: 'These questions are not written in {{language}} yet, so they are shown in English.',
    contactHint: 'Another question?',
    contactLink: 'Contact us',
  },
  adminMessages: {
    title: 'Messages',
    intro: 'What visitors sent through the Contact Us form, newest first. Reply to them by email.',
    none: 'No messages yet.',
    loadFailed: 'The messages could not be loaded',
    more: 'Show more messages',
    received: 'Received',
    email: 'Email',
    phone: 'Phone',
    reply: 'Reply to {{name}}',
  },
};
