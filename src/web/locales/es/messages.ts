// es: the messages screens (issue 26).
import type { Translation } from '../translation';

export const messagesUi: Translation<'messagesUi'> = {
  nav: {
    messages: 'Mensajes',
    unread_one: 'Mensajes, {{count}} conversación sin leer',
    unread_other: 'Mensajes, {{count}} conversaciones sin leer',
  },
  list: {
    title: 'Mensajes',
    hostTitle: 'Mensajes con huéspedes',
    empty:
      'Aún no hay conversaciones. Puedes hacer una pregunta a un anfitrión desde la página de una propiedad.',
    hostEmpty: 'Ningún huésped te ha escrito todavía.',
    inquiry: 'Pregunta antes de reservar',
    stay: 'Estancia',
    unread_one: '{{count}} sin leer',
    unread_other: '{{count}} sin leer',
    asGuest: 'Con tu anfitrión {{name}}',
    asHost: 'Con tu huésped {{name}}',
    someone: 'alguien',
    noMessage: 'Aún no hay mensajes',
    hostingLink: 'Mensajes con tus huéspedes',
    loading: 'Cargando conversaciones',
  },
  thread: {
    back: 'Todos los mensajes',
    loading: 'Cargando la conversación',
    you: 'Tú',
    them: '{{name}}',
    masked: 'Los datos de contacto están ocultos hasta que se confirme la estancia.',
    linksInactive: 'Los enlaces funcionan cuando la estancia está confirmada.',
    messagesLabel: 'Mensajes de esta conversación',
    sentAt: 'Enviado {{time}}',
  },
  compose: {
    label: 'Tu mensaje',
    send: 'Enviar',
    count: '{{count}} / 2000',
    keepOnStopover:
      'Mantén la conversación en Stopover: los correos y teléfonos solo se muestran cuando la estancia está confirmada.',
  },
  ask: {
    title: 'Pregunta al anfitrión de {{location}}',
    intro:
      'Pregunta lo que quieras antes de reservar: acceso, tamaño de tu vehículo, perros, horas de llegada.',
    back: 'Volver a la propiedad',
    send: 'Enviar pregunta',
  },
  stay: {
    opening: 'Abriendo la conversación…',
  },
  actions: {
    messageHost: 'Escribir al anfitrión',
    messageGuest: 'Escribir al huésped',
  },
  response: {
    label: 'Cómo responde el anfitrión',
    rate: 'Tasa de respuesta: {{rate}} %',
    withinHour: 'Suele responder en menos de una hora',
    withinHours: 'Suele responder en pocas horas',
    withinDay: 'Suele responder en un día',
    moreThanDay: 'Suele responder en más de un día',
  },
  admin: {
    loadFailed: 'No se pudieron cargar las conversaciones.',
    title: 'Mensajes',
    none: 'No hay conversaciones.',
    read: 'Leer',
    readTitle: 'Leer esta conversación',
    reasonLabel: '¿Por qué necesitas leerla? El motivo queda en el registro de auditoría.',
    close: 'Cerrar',
    location: 'Lugar',
    guest: 'Huésped',
    host: 'Anfitrión',
    kind: 'Tipo',
    last: 'Último mensaje',
    conversation: 'Conversación sobre {{location}}',
  },
};
