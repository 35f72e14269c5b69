// German: the account screens (login overlay, sign-up, onboarding, account page, password, verification).
import type { Translation } from '../translation';

export const accounts: Translation<'accounts'> = {
  logIn: 'Anmelden',
  signUp: 'Registrieren',
  back: 'Zurück',
  next: 'Weiter',
  whereCanIStay: 'Wo kann ich übernachten?',
  resendVerification: 'Bestätigungs-E-Mail erneut senden',
  signOut: {
    failed: 'Abmelden fehlgeschlagen',
  },
  signInRequired: {
    pageTitle: 'Bitte melde dich an',
    text: 'Diese Seite gehört zu deinem Stopover-Konto. Melde dich an oder registriere dich, um sie zu sehen.',
  },
  notAnAdmin: {
    title: 'Admin',
  },
  entry: {
    logInTitle: 'Anmelden',
    signUpTitle: 'Bei Stopover registrieren',
    loggedInTitle: 'Du bist angemeldet',
    loggedInAs: 'Du bist als {{email}} angemeldet.',
    account: 'Konto',
    intro:
      'Melde dich an oder registriere dich, um Übernachtungsplätze zu buchen, deine Reisen zu sehen und Gastgeber bei Stopover zu werden.',
    browse: 'Übernachtungsplätze entdecken',
    socialFailed:
      'Die Anmeldung mit Google oder Facebook wurde nicht abgeschlossen. Bitte versuche es noch einmal oder melde dich mit deiner E-Mail-Adresse an.',
  },
  overlay: {
    title: {
      landing: 'Anmelden oder registrieren',
      login: 'Mit E-Mail anmelden',
      reset: 'Passwort zurücksetzen',
      signup: 'Registrieren',
    },
    close: 'Schließen',
    withEmail: 'Mit E-Mail anmelden',
    withFacebook: 'Mit Facebook anmelden',
    withGoogle: 'Mit Google anmelden',
    newToStopover: 'Neu bei Stopover?',
    joiningIsFree:
      'Die Registrierung ist kostenlos. Alle Übernachtungsplätze kannst du auch ohne Konto ansehen.',
    socialUnavailable: 'Die Anmeldung mit {{provider}} ist gerade nicht verfügbar.',
    resetPassword: 'Passwort zurücksetzen',
    haveAccount: 'Ich habe schon ein Konto',
    resetIntro:
      'Gib die E-Mail-Adresse deines Kontos ein, und wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.',
    sendResetLink: 'Link senden',
    sendResetAgain: 'Link erneut senden',
    agreeToPrivacy: 'Ich stimme der <privacy>Datenschutzerklärung</privacy> zu',
    createFailed: 'Beim Erstellen deines Kontos ist ein Fehler aufgetreten.',
    errorDetail: 'Fehler: {{message}}',
  },
  password: {
    label: 'Passwort',
    newLabel: 'Neues Passwort',
    again: '{{label}} wiederholen',
    atLeastSix: 'Mindestens 6 Zeichen',
  },
  details: {
    form: 'Deine Angaben',
    firstName: 'Vorname',
    lastName: 'Nachname',
    phone: 'Telefon',
    phoneHint: 'Mit Ländervorwahl, z. B. +64 21 123 4567',
  },
  email: {
    title: 'E-Mail-Adresse',
    verified: 'Bestätigt',
    notVerified: 'Nicht bestätigt',
    pleaseVerify: 'Bitte bestätige {{email}} über den Link, den wir dir geschickt haben.',
    form: 'E-Mail-Adresse ändern',
    currentPassword: 'Aktuelles Passwort',
    confirmPassword: 'Bitte bestätige dein Passwort, um deine E-Mail-Adresse zu ändern.',
    enterPassword: 'Bitte gib dein aktuelles Passwort ein',
    change: 'E-Mail ändern',
    linkSent: 'Wir haben einen Link an {{email}} geschickt, um die Adresse zu bestätigen.',
    updateFailed: 'Die Kontodaten konnten nicht aktualisiert werden',
    /** While an email change is sent (spec section 8). */
    updating: 'Wird aktualisiert...',
    /** 'Failed updating account details' for any failure but a wrong password. */
    tryAgain: 'Bitte versuche es erneut...',
  },
  verification: {
    sent: 'Bestätigungs-E-Mail gesendet',
    checkInbox: 'Bitte sieh in deinem Posteingang für {{email}} nach.',
  },
  profileImage: {
    label: 'Profilbild',
    formats: 'JPG, PNG oder GIF',
    choose: 'Foto auswählen',
    chooseNew: 'Neues Foto auswählen',
    wrongType: 'Bitte wähle ein Bild im Format JPG, PNG oder GIF.',
    uploading: 'Bild wird hochgeladen...',
    uploaded: 'Hochladen abgeschlossen',
    removed: 'Foto entfernt',
    noImage: 'Beim Hochladen ist kein Bild angekommen.',
    alt: 'Profilfoto von {{name}}',
    remove: 'Foto entfernen',
    saving: 'Dein Foto wird gespeichert…',
  },
  notices: {
    updated: 'Kontodaten erfolgreich aktualisiert',
    updateFailed: 'Beim Aktualisieren deiner Kontodaten ist ein Fehler aufgetreten.',
    contactSupport:
      'Wenn das Problem weiterhin besteht, wende dich bitte an den Support. Fehler: {{message}}',
  },
  account: {
    title: 'Konto',
    loadFailed: 'Dein Konto konnte nicht geladen werden',
    myDetails: 'Meine Daten',
    paymentDetails: 'Zahlungsdaten',
    hostDetails: 'Gastgeberdaten',
    update: 'Aktualisieren',
    paymentIntro: 'Deine Karte wird belastet, wenn du einen Aufenthalt buchst.',
    hostIntro:
      'Gäste bezahlen bei der Buchung; was sie für deine Stellplätze zahlen, geht auf dieses Bankkonto.',
  },
  becomeAHost: {
    title: 'Gastgeber werden',
    intro:
      'Fünf kurze Schritte, und dein Land ist bereit für Reisende: deine Angaben, ein Foto, das Bankkonto für deine Einnahmen, eine Prüfung durch unseren Zahlungsdienstleister und dann deine erste Unterkunft. <why>Warum Gastgeber bei Stopover werden?</why>',
    steps: 'Schritte, um Gastgeber zu werden',
    stepLabels: {
      details: 'Deine Angaben',
      image: 'Profilbild',
      bank: 'Bankkonto',
      verification: 'Verifizierung',
      property: 'Deine Unterkunft',
    },
    loadFailed: 'Deine Gastgeberdaten konnten nicht geladen werden',
    detailsTitle: 'Deine Angaben',
    detailsIntro:
      'Gäste sehen deinen Vornamen, und über deine Telefonnummer erreichen sie dich nach der Buchung. Gib deine Handynummer mit Ländervorwahl ein, z. B. +64 21 123 4567.',
    imageTitle: 'Profilbild hinzufügen',
    imageIntro:
      'Ein freundliches Gesicht sorgt dafür, dass sich Gäste willkommen fühlen und dich bei der Ankunft erkennen. Du kannst diesen Schritt überspringen und später in deinem Konto ein Bild hinzufügen.',
    bankTitle: 'Dein Bankkonto',
    bankIntro:
      'Gäste bezahlen bei der Buchung mit Karte. Deine Einnahmen werden jeweils am 15. des Monats auf dieses neuseeländische Bankkonto ausgezahlt. Beim Speichern wirst du zu unserem Zahlungsdienstleister weitergeleitet, um deine Identität zu bestätigen, und danach hierher zurückgebracht.',
    bankNeeded: 'Speichere dein Bankkonto, um fortzufahren.',
    verificationTitle: 'Verifizierung',
    verificationIntro:
      'Bevor unser Zahlungsdienstleister dir Geld auszahlen kann, muss er deine Identität bestätigen. Das passiert einmalig auf seiner eigenen sicheren Seite, die dich danach hierher zurückbringt.',
    verifiedTitle: 'Dein Auszahlungskonto ist bereit',
    verifiedText:
      'Unser Zahlungsdienstleister hat deine Angaben bestätigt: Gäste können deine Stellplätze jetzt buchen und bezahlen.',
    propertyTitle: 'Erstelle deine erste Unterkunft',
    propertyIntro:
      'Füge jetzt deine Unterkunft hinzu: wo sie liegt, ihre Stellplätze und Preise pro Nacht, die Nächte, in denen sie geöffnet ist, und ein, zwei Fotos. Gäste können sie buchen, sobald du sie speicherst, und du kannst sie unter „Meine Unterkünfte“ jederzeit ausschalten.',
    createProperty: 'Unterkunft erstellen',
  },
  emailVerified: {
    pageTitle: 'E-Mail-Bestätigung',
    expired: 'Dieser Bestätigungslink ist abgelaufen',
    invalid: 'Dieser Bestätigungslink ist ungültig',
    newLink: 'Wir können dir einen neuen Link schicken. Bitte verwende die neueste E-Mail von uns.',
    logInForLink: 'Melde dich an, dann können wir dir über deine Kontoseite einen neuen Link schicken.',
    alreadyVerified: 'Gute Nachricht: Deine E-Mail-Adresse {{email}} ist bereits bestätigt.',
    title: 'Deine E-Mail-Adresse ist bestätigt',
    thanks: 'Danke, dass du deine E-Mail-Adresse bestätigt hast. Viel Freude unterwegs!',
    home: 'Zur Startseite',
  },
  resetPassword: {
    pageTitle: 'Neues Passwort festlegen',
    invalid: 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen',
    invalidText:
      'Links zum Zurücksetzen des Passworts funktionieren einmal und eine Stunde lang. Fordere einen neuen an und verwende die neueste E-Mail von uns.',
    requestNew: 'Neuen Link anfordern',
    done: 'Dein Passwort wurde geändert',
    doneText: 'Du kannst dich jetzt mit deinem neuen Passwort anmelden.',
    save: 'Neues Passwort speichern',
  },
  onboarding: {
    title: 'Willkommen bei Stopover',
    steps: 'Schritte zum Einstieg',
    stepLabels: {
      start: 'Los geht’s',
      details: 'Deine Angaben',
      image: 'Profilbild',
      payment: 'Zahlungsdaten',
      done: 'Fertig',
    },
    stepOf: 'Schritt {{step}} von {{total}}',
    verifyTitle: 'Bitte bestätige deine E-Mail-Adresse',
    verifyText: 'Wir haben einen Link an {{email}} geschickt.',
    whatFirst: 'Was möchtest du als Erstes tun?',
    host: 'Ich möchte Gastgeber werden',
    camp: 'Ich möchte campen',
    detailsTitle: 'Deine Angaben',
    detailsIntro:
      'Gastgeber nutzen deinen Namen und deine Telefonnummer, um dich zu begrüßen und dich wegen eines Aufenthalts zu erreichen.',
    detailsLoadFailed: 'Deine Angaben konnten nicht geladen werden',
    imageTitle: 'Profilbild hinzufügen',
    imageIntro: 'Optional: Ein freundliches Gesicht hilft Gastgebern, dich bei der Ankunft zu erkennen.',
    paymentTitle: 'Zahlungsdaten',
    paymentIntro:
      'Optional: Füge die Karte hinzu, mit der du deine Aufenthalte bezahlen möchtest, oder lass das Formular leer und füge sie später in deinem Konto hinzu.',
    savedCard:
      'Deine Karte mit der Endung {{last4}} ist gespeichert. Gib eine andere Karte ein, um sie zu ersetzen, oder mach einfach weiter.',
    doneTitle: 'Alles startklar!',
    findPlace: 'Finde für heute Nacht einen Platz auf dem Land eines Gastgebers.',
    willEmail:
      'Wenn du weitermachst, schicken wir dir an {{email}} einen Link, um deine Adresse zu bestätigen.',
    letsGo: 'Los geht’s!',
  },
};
