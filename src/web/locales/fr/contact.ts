// Textes de Contact, de la FAQ Wifi et de l’écran d’administration Messages.

export const contactUi = {
  form: {
    pageTitle: 'Nous contacter',
    intro:
      'Une question sur un séjour, sur l’accueil de voyageurs sur votre terrain ou sur votre compte ? Écrivez-nous : nous vous répondrons par e-mail, en général sous un jour ouvré.',
    label: 'Formulaire de contact',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    message: 'Message',
    honeypot: 'Laissez ce champ vide',
    send: 'Envoyer le message',
    sent: 'Message envoyé',
    sentText: 'Merci de nous avoir écrit. Nous répondrons à {{email}} dès que possible.',
    sendFailed: 'Votre message n’a pas pu être envoyé',
    sendAnother: 'Envoyer un autre message',
    wifiHint: 'Vous vous demandez s’il y aura du wifi ou du réseau mobile ?',
    wifiLink: 'Lire la FAQ Wifi',
  },
  faqWifi: {
    pageTitle: 'FAQ Wifi',
    language: 'Langue',
    loadFailed: 'Impossible de charger les questions',
    inEnglish: 'Ces questions ne sont pas encore traduites en {{language}} : elles s’affichent en anglais.',
    contactHint: 'Une autre question ?',
    contactLink: 'Contactez-nous',
  },
  adminMessages: {
    title: 'Messages',
    intro:
      'Les messages envoyés par les visiteurs via le formulaire de contact, du plus récent au plus ancien. Répondez-leur par e-mail.',
    none: 'Aucun message pour le moment.',
    loadFailed: 'Impossible de charger les messages',
    more: 'Afficher plus de messages',
    received: 'Reçu le',
    email: 'E-mail',
    phone: 'Téléphone',
    reply: 'Répondre à {{name}}',
  },
};
