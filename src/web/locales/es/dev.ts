// Textos de las pantallas de desarrollo (el buzón).
import type { Translation } from '../translation';

export const dev: Translation<'dev'> = {
  mailbox: {
    title: 'Buzón de desarrollo',
    intro: 'Los 20 correos más recientes, del más nuevo al más antiguo. Solo en servidores de desarrollo.',
    refresh: 'Actualizar',
    notAvailable: 'No disponible',
    notAvailableText:
      'El buzón de desarrollo no está disponible en este servidor (está desactivado en producción).',
    error: 'No se pudo cargar el buzón',
    empty: 'Todavía no se ha enviado ningún correo.',
    to: 'Para {{to}} ·',
  },
};
