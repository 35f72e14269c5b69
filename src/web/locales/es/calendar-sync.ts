// Textos de la sincronización de calendarios de un sitio (issue 28, decisión 047).
import type { Translation } from '../translation';

export const calendarSyncUi: Translation<'calendarSyncUi'> = {
  title: 'Sincronización de calendarios',
  feedLabel: 'Dirección privada del calendario de este sitio',
  feedHint:
    'Suscríbete a ella en Google Calendar, Airbnb o Hipcamp para ver allí las noches reservadas o bloqueadas aquí. Cualquiera con la dirección puede verlas.',
  copy: 'Copiar dirección',
  copied: 'Copiada',
  copyFailed: 'No se pudo copiar la dirección: selecciónala y cópiala tú.',
  replace: 'Crear una dirección nueva',
  replaced: 'Dirección nueva creada: la anterior ya no funciona.',
  importsTitle: 'Calendarios de otros sitios',
  importsHint:
    'Las noches reservadas o bloqueadas en estos calendarios no se venden en Stopover. Se revisan cada 15 minutos.',
  none: 'Aún no hay calendarios sincronizados.',
  blockedBy: 'Bloqueado por {{name}}: {{nights}}',
  tileBlockedBy: 'Bloqueado por {{names}}',
  spokenBlockedBy: 'bloqueado por {{names}}',
  nothingBlocked: '{{name}} no bloquea ninguna noche',
  lastSync: 'Última sincronización {{time}}',
  neverSynced: 'Aún sin sincronizar',
  failed:
    'La última revisión falló: {{reason}} Siguen valiendo las noches de la última sincronización correcta.',
  remove: 'Quitar {{name}}',
  removeShort: 'Quitar',
  addTitle: 'Sincronizar otro calendario',
  name: 'Nombre del calendario',
  nameHint: 'Se muestra en las noches que bloquea, p. ej. Airbnb',
  url: 'Dirección del calendario (iCal, .ics)',
  urlHint: 'Su enlace de exportación o iCal, que empieza por https://',
  add: 'Añadir calendario',
  saveFirst: 'Guarda la propiedad para sincronizar el calendario de este sitio.',
  loadFailed: 'No se pudo cargar la sincronización de calendarios.',
};
