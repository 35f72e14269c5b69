// Anreiseinformationen: das Formular der Unterkunft und die Karte des Aufenthalts in Meine Reisen.
import type { Translation } from '../translation';

export const arrivalUi: Translation<'arrivalUi'> = {
  form: {
    label: 'Anreisehinweise',
    hint: 'Torcode, wo man parkt, Ruhezeiten. Nur Gäste mit einer bestätigten Buchung sehen sie, ab 48 Stunden vor ihrer Ankunft.',
  },
  trip: {
    title: 'Anreisehinweise',
    later: 'Die Anreisehinweise erscheinen 48 Stunden vor Ihrer Ankunft.',
  },
};
