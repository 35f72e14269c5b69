// German: the shared components (page states, cards, the place search).
import type { Translation } from '../translation';

export const common: Translation<'common'> = {
  tryAgain: 'Erneut versuchen',
  loading: 'Wird geladen…',
  loadingMap: 'Karte wird geladen',
  opensInNewTab: '(öffnet in einem neuen Tab)',
  cancellationPolicy: {
    label: 'Stornobedingungen',
    flexible: {
      name: 'Flexibel',
      terms: 'Volle Erstattung jeder Nacht, die mindestens 1 Tag vorher storniert wird.',
    },
    moderate: {
      name: 'Moderat',
      terms:
        'Volle Erstattung jeder Nacht, die mindestens 7 Tage vorher storniert wird; die Hälfte bei Stornierung 1 bis 6 Tage vorher.',
    },
    strict: {
      name: 'Streng',
      terms:
        'Volle Erstattung jeder Nacht, die mindestens 14 Tage vorher storniert wird; die Hälfte bei Stornierung 7 bis 13 Tage vorher.',
    },
    sameDay: 'Eine Nacht, die am selben Tag storniert wird, wird nicht erstattet.',
    byHost: 'Storniert der Gastgeber, wird jede Nacht voll erstattet.',
    quote: 'Wenn du jetzt stornierst, bekommst du {{refund}} von {{paid}} zurück.',
  },
  pageTitle: {
    site: 'Stopover: Übernachten auf dem Land von Gastgebern in Neuseeland',
    page: '{{title}} | Stopover',
  },
  appBadges: {
    appStoreKicker: 'Laden im',
    appStore: 'App Store',
    googlePlayKicker: 'Jetzt bei',
    googlePlay: 'Google Play',
  },
  errorMessage: {
    title: 'Etwas ist schiefgelaufen',
    newVersion:
      'Es gibt eine neuere Version von Stopover, oder die Verbindung ist beim Laden dieser Seite abgebrochen.',
    generic:
      'Diese Seite kann leider nicht angezeigt werden. Bitte lade die Seite neu oder versuche es gleich noch einmal.',
    reload: 'Seite neu laden',
  },
  queryError: {
    title: 'Diese Seite konnte nicht geladen werden',
    fallback: 'Bitte versuche es noch einmal.',
  },
  notFound: {
    backHome: 'Zurück zur Startseite',
  },
  locationCard: {
    noPhoto: 'Noch kein Foto',
    fromPerNight: 'ab {{price}} / Nacht',
    priceOnRequest: 'Preis auf Anfrage',
    stayTotal_one: '{{total}} für {{count}} Nacht',
    stayTotal_other: '{{total}} für {{count}} Nächte',
  },
  stayDates: {
    legend: 'Reisedaten',
    arrival: 'Anreise',
    departure: 'Abreise',
    format: 'TT/MM/JJJJ',
    clearArrival: 'Anreisedatum löschen',
    clearDeparture: 'Abreisedatum löschen',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    previousYear: 'Vorheriges Jahr',
    nextYear: 'Nächstes Jahr',
    previousDecade: 'Vorheriges Jahrzehnt',
    nextDecade: 'Nächstes Jahrzehnt',
    chooseMonth: 'Monat wählen',
    chooseYear: 'Jahr wählen',
  },
  placeSearch: {
    form: 'Ortssuche',
    label: 'Wohin geht die Reise?',
    placeholder: 'Ort oder Region suchen, z. B. Wānaka',
    places: 'Orte',
    submit: 'Suchen',
    empty: 'Gib einen Ort ein, nach dem du suchen möchtest.',
    noMatch: 'Kein Ort in Neuseeland passt zu „{{query}}“.',
    unavailable: 'Die Ortssuche ist gerade nicht verfügbar. Bitte versuche es noch einmal.',
  },
  noPayoutAccount: {
    title: 'Du hast noch kein Auszahlungskonto',
    text: 'Hinterlege unter „Gastgeberdaten“ das Bankkonto für deine Auszahlungen. Unser Zahlungsdienstleister prüft dann deine Angaben, und die Zahlungen der Gäste für deine Stellplätze gehen auf dieses Konto.',
    setUp: 'Auszahlungskonto einrichten',
  },
};
