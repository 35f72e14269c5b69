// Reviews both ways and no-shows (issue 27, decision 043).
import type { Translation } from '../translation';

export const stayReviewsUi: Translation<'stayReviewsUi'> = {
  notice: {
    title: 'La reserva inmediata está en pausa',
    text_one:
      'Tiene {{count}} ausencia en los últimos 12 meses, por lo que la reserva inmediata está en pausa en su cuenta. Todavía puede enviar solicitudes de reserva a los sitios que las aceptan. Contáctenos para que la revisemos.',
    text_other:
      'Tiene {{count}} ausencias en los últimos 12 meses, por lo que la reserva inmediata está en pausa en su cuenta. Todavía puede enviar solicitudes de reserva a los sitios que las aceptan. Contáctenos para que la revisemos.',
  },
  state: {
    notYet: 'Las reseñas se abren al terminar la estancia ({{date}}).',
    open: 'Escriba su reseña antes del {{date}}.',
    waitingForHost:
      'Esperando la reseña del anfitrión: ambas reseñas se muestran a la vez, como tarde el {{date}}.',
    waitingForGuest:
      'Esperando la reseña del huésped: ambas reseñas se muestran a la vez, como tarde el {{date}}.',
    revealed: 'Reseñas publicadas el {{date}}.',
  },
  yourReview: 'Su reseña ({{rating}}/5):',
  hostsReview: 'La reseña del anfitrión sobre usted ({{rating}}/5):',
  guestsReview: 'La reseña del huésped ({{rating}}/5):',
  hostReply: 'Respuesta del anfitrión:',
  blindHint:
    'Ninguno de los dos ve la reseña del otro hasta que ambas estén escritas o hayan pasado 14 días desde la salida.',
  reply: {
    open: 'Responder',
    formLabel: 'Responder a la reseña de {{name}}',
    formLabelGuest: 'Responder a la reseña de este huésped',
    label: 'Su respuesta',
    hint: 'Se muestra a todos debajo de la reseña. Solo puede responder una vez.',
    save: 'Guardar respuesta',
    cancel: 'Cancelar',
    saved: 'Su respuesta está publicada',
  },
  host: {
    title: 'Estancias por valorar',
    stay: '{{guest}} en {{location}}, {{from}} – {{to}}',
    review: 'Valorar a {{guest}}',
    reviewLabel: 'Su reseña de {{guest}}',
    markNoShow: 'Marcar como ausencia',
    noShowLabel: 'Marcar a {{guest}} como ausente',
    noShowHint: 'Solo si el huésped nunca llegó. Tres ausencias en 12 meses pausan su reserva inmediata.',
    noShowNote: 'Nota (opcional)',
    confirmNoShow: 'Marcar como ausencia',
    noShowMarked: 'Marcado como ausencia el {{date}}',
  },
  profile: {
    guest: 'Huésped',
    memberSince: 'Miembro desde el {{date}}',
    stays_one: '{{count}} estancia en Stopover',
    stays_other: '{{count}} estancias en Stopover',
    rating_one: '{{rating}} de {{count}} reseña de anfitrión',
    rating_other: '{{rating}} de {{count}} reseñas de anfitriones',
    noShows_one: '{{count}} ausencia en 12 meses',
    noShows_other: '{{count}} ausencias en 12 meses',
    vehicleCertified: 'Vehículo autónomo certificado',
    noReviews: 'Aún no hay reseñas de anfitriones.',
    review: '{{rating}}/5 en {{location}}:',
  },
  admin: {
    title: 'Ausencias',
    mayBook: 'Puede reservar al instante.',
    blocked_one: 'Reserva inmediata en pausa: {{count}} ausencia en 12 meses.',
    blocked_other: 'Reserva inmediata en pausa: {{count}} ausencias en 12 meses.',
    arrival: 'Llegada',
    property: 'Propiedad',
    note: 'Nota del anfitrión',
    cleared: 'Borrada',
    clear: 'Borrar',
    clearTitle: 'Borrar las ausencias de este huésped',
    reason: 'Motivo (se guarda en el registro de auditoría)',
    clearedNotice: 'Ausencias borradas',
  },
};
