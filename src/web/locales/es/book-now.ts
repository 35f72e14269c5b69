// Textos de la reserva desde la página de una estancia: resumen, Reservar, sus diálogos y la confirmación.
import type { Translation } from '../translation';

export const bookNow: Translation<'bookNow'> = {
  close: 'Cerrar',
  panel: {
    title: 'Tu estancia',
    empty:
      'Elige tus noches en el calendario: selecciona el precio de una noche para añadirla y vuelve a seleccionarlo para quitarla.',
    stay: 'Estancia {{number}} de {{count}}',
    arrival: 'Llegada',
    departure: 'Salida',
    nights_one: '{{count}} noche',
    nights_other: '{{count}} noches',
    siteNights_one: '{{site}}: {{count}} noche',
    siteNights_other: '{{site}}: {{count}} noches',
    stayTotal: 'Total de la estancia',
    total: 'Total',
    totalLine: '{{nights}}, {{total}}',
    clear: 'Borrar selección',
    bookNow: 'Reservar',
    requestToBook: 'Solicitar reserva',
    requestNote:
      'El anfitrión acepta o rechaza las solicitudes para estas noches en un plazo de {{hours}} horas. El importe queda retenido en tu tarjeta y solo se cobra si acepta.',
    kept: 'Tu selección se guarda en este dispositivo hasta que reserves.',
    signInFirst: 'Inicia sesión o regístrate para reservar. Tu selección se conserva.',
  },
  details: {
    title: 'Tus datos',
    intro:
      'El anfitrión necesita tu nombre y tu número de teléfono para recibirte y contactarte sobre tu estancia.',
    form: 'Tus datos para esta reserva',
    invalidPhone: 'Número de teléfono no válido',
    save: 'Guardar y continuar',
  },
  payment: {
    title: 'Añade una tarjeta',
    intro: 'Añade la tarjeta con la que vas a pagar. No se cobra nada hasta que confirmes tu reserva.',
    save: 'Guardar la tarjeta y continuar',
  },
  confirm: {
    includesGst: 'Incluye GST de {{gst}}',
    title: 'Confirma tu reserva',
    at: 'En {{location}}',
    nights: 'Número de noches',
    total: 'Precio total',
    dates: 'Del {{arrival}} al {{departure}}',
    vehicle: 'Matrícula del vehículo',
    vehicleHint: 'Para que el anfitrión reconozca tu vehículo cuando llegues.',
    policy: 'Política de cancelación: {{name}}',
    refundAtArrival: 'Si cancelas el día de tu llegada ({{date}}): se reembolsan {{refund}} de {{paid}}.',
    card: 'Al confirmar, se cobrarán {{total}} en tu tarjeta terminada en {{last4}}.',
    requestTitle: 'Solicitud de reserva',
    cardHeld:
      'Retenemos {{total}} en tu tarjeta terminada en {{last4}}. Solo se te cobrará si el anfitrión acepta en un plazo de {{hours}} horas; si no, liberamos el importe retenido.',
    sendRequest: 'Enviar solicitud',
    code: 'Código promocional',
    codeHint: '¿Tienes un código promocional? Aplícalo antes de confirmar.',
    applyCode: 'Aplicar',
    removeCode: 'Quitar',
    applyingCode: 'Comprobando tu código…',
    codeApplied: 'Código {{code}} aplicado. Nuevo total: {{total}}.',
    codeRemoved: 'Código {{code}} quitado. Total: {{total}}.',
    stayTotal: 'Precio de las noches',
    discount: 'Descuento ({{code}})',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    booking: 'Reservando tu estancia…',
    timeout:
      'No recibimos respuesta a tiempo. Puede que tu reserva se haya realizado de todos modos: pulsa Confirmar para comprobarlo. No se te cobrará dos veces.',
  },
};
