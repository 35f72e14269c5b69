// German: /why-host (why to host on Stopover, what it earns, how payouts work).
import type { Translation } from '../translation';

export const whyHost: Translation<'whyHost'> = {
  pageTitle: 'Warum Gastgeber bei Stopover werden',
  hero: {
    title: 'Teile dein Land mit Reisenden und verdiene daran',
    text: 'Eine freie Koppel, das Ende einer Rebzeile, die Wiese hinter dem Clubhaus: Wo ein Wohnmobil über Nacht stehen kann, kann es dir Geld einbringen. Du bestimmst die Nächte und den Preis; Stopover bringt die Gäste und kümmert sich um die Zahlung.',
  },
  becomeAHost: 'Gastgeber werden',
  createProperty: 'Unterkunft erstellen',
  why: {
    title: 'Warum Gastgeber bei Stopover werden',
    reasons: {
      land: {
        title: 'Verdiene mit Land, das du schon hast',
        text: 'Du brauchst nur einen ebenen, festen Platz, den ein Wohnmobil erreichen kann. Es gibt nichts zu bauen und keine Zimmer zu putzen: Die Gäste kommen am Abend und sind am Morgen wieder unterwegs.',
      },
      control: {
        title: 'Du bestimmst die Nächte und die Preise',
        text: 'Lege für jeden Stellplatz einen Preis pro Nacht fest, von $10 bis $999. Schließe einen Stellplatz während der Lammzeit, der Weinlese oder einer Familienhochzeit, und entscheide, ob Gäste am selben Tag buchen können oder einen Tag Vorlauf brauchen. Schalte deine Unterkunft aus, wann immer du eine Pause brauchst.',
      },
      guests: {
        title: 'Autarke Reisende',
        text: 'Die meisten Gäste reisen in autarken Wohnmobilen und Campervans mit eigenem Wasser, eigener Toilette und eigenem Abwassertank, sie brauchen also wenig von dir. Bietest du Toilette, Dusche, Wasser oder Strom an, kreuze es bei deinem Stellplatz an, damit Reisende, die das brauchen, dich finden.',
      },
      reviews: {
        title: 'Bewertungen schaffen Vertrauen auf beiden Seiten',
        text: 'Jeder Gast bucht mit seinem eigenen Namen und seiner Telefonnummer, du weißt also, wer kommt. Nach dem Aufenthalt bewerten die Gäste deinen Platz und hinterlassen einen Kommentar: Gute Bewertungen bringen mehr Buchungen.',
      },
      kinds: {
        title: 'Farmen, Weingüter und Clubs',
        text: 'Farmer teilen eine Koppel und einen Einblick in das Leben auf der Farm. Weingüter und Weinkeller empfangen Gäste, die nach einer Weinprobe lieber nicht mehr fahren möchten. Surf-, Golf- und Rugbyclubs sowie RSA-Clubs sammeln Geld mit einem Parkplatz, der die meisten Nächte leer steht.',
      },
    },
  },
  earnings: {
    title: 'Was du verdienst',
    intro:
      'Du legst den Preis pro Wohnmobil und Nacht fest, und genau das zahlen die Gäste. Stopover behält {{percent}} % jeder Buchung, um die Plattform zu betreiben, Gäste zu finden und Kartenzahlungen abzuwickeln; der Rest gehört dir.',
    example:
      'Zum Beispiel: {{sites}} Stellplätze zu {{price}} pro Nacht, jeder an {{nights}} Nächten im Monat gebucht.',
    caption: 'Rechenbeispiel für einen Monat',
    item: 'Posten',
    amount: 'Betrag',
    guestsPay: 'Gäste zahlen ({{count}} Nächte zu {{price}})',
    fee: 'Gebühr von Stopover ({{percent}} %)',
    youReceive: 'Auszahlung an dich',
    note: 'Ein Beispiel, kein Versprechen: Wie oft du gebucht wirst, hängt von deiner Lage, der Saison und deinen Bewertungen ab.',
  },
  payouts: {
    title: 'So funktionieren Auszahlungen',
    steps: {
      advance: {
        title: 'Gäste zahlen im Voraus',
        text: 'Gäste bezahlen bei der Buchung mit Karte, jede Nacht ist also bezahlt, bevor jemand ankommt. Kein Bargeld kassieren, keinen Rechnungen hinterherlaufen.',
      },
      provider: {
        title: 'Deine Einnahmen gehen auf dein Auszahlungskonto',
        text: 'Zahlungen laufen über unseren Dienstleister für Kartenzahlungen. Du hinterlegst einmal dein neuseeländisches Bankkonto, und der Dienstleister bestätigt deine Identität, bevor er dir Geld auszahlt.',
      },
      monthly: {
        title: 'Auszahlung am 15. auf dein Bankkonto',
        text: 'Was du verdient hast, wird jeweils am 15. des Monats auf dein Bankkonto ausgezahlt. Der nächste Auszahlungstag ist der {{date}}.',
      },
      track: {
        title: 'Alle Buchungen und Zahlungen im Blick',
        text: 'Im Gastgeberbereich siehst du deine Gäste Nacht für Nacht und unter „Transaktionen“ jede Zahlung und Auszahlung.',
      },
    },
  },
  cta: {
    title: 'Bereit für deine ersten Gäste?',
    text: 'Es dauert nur ein paar Minuten: deine Angaben, dein Bankkonto und dann deine Unterkunft mit ihren Stellplätzen, Preisen und ein, zwei Fotos.',
    hostText: 'Füge eine weitere Unterkunft hinzu, mit ihren Stellplätzen, Preisen und ein, zwei Fotos.',
  },
};
