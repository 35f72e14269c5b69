// Texte von Kontakt, den WLAN-FAQ und der Admin-Seite Nachrichten.

export const contactUi = {
  form: {
    pageTitle: 'Kontakt',
    intro:
      'Du hast eine Frage zu einem Aufenthalt, zum Vermieten deines Landes oder zu deinem Konto? Schreib uns – wir antworten per E-Mail, meist innerhalb eines Werktags.',
    label: 'Kontaktformular',
    firstName: 'Vorname',
    lastName: 'Nachname',
    phone: 'Telefon',
    message: 'Nachricht',
    honeypot: 'Dieses Feld bitte leer lassen',
    send: 'Nachricht senden',
    sent: 'Nachricht gesendet',
    sentText: 'Danke für deine Nachricht. Wir antworten so bald wie möglich an {{email}}.',
    sendFailed: 'Deine Nachricht konnte nicht gesendet werden',
    sendAnother: 'Weitere Nachricht senden',
    wifiHint: 'Du fragst dich, ob es vor Ort WLAN oder Handyempfang gibt?',
    wifiLink: 'Zu den WLAN-FAQ',
  },
  faqWifi: {
    pageTitle: 'WLAN-FAQ',
    language: 'Sprache',
    loadFailed: 'Die Fragen konnten nicht geladen werden',
    inEnglish: 'Diese Fragen gibt es noch nicht auf {{language}}, deshalb stehen sie hier auf Englisch.',
    contactHint: 'Noch eine Frage?',
    contactLink: 'Schreib uns',
  },
  adminMessages: {
    title: 'Nachrichten',
    intro:
      'Was Besucher über das Kontaktformular geschickt haben, die neuesten zuerst. Antworte ihnen per E-Mail.',
    none: 'Noch keine Nachrichten.',
    loadFailed: 'Die Nachrichten konnten nicht geladen werden',
    more: 'Weitere Nachrichten anzeigen',
    received: 'Eingegangen',
    email: 'E-Mail',
    phone: 'Telefon',
    reply: '{{name}} antworten',
  },
};
