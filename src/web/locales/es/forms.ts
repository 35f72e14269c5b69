// Textos del kit de formularios y de los formularios compartidos entre varias áreas.
import type { Translation } from '../translation';

export const forms: Translation<'forms'> = {
  email: 'Correo electrónico',
  reason: {
    count: '{{count}} de al menos {{min}} caracteres',
    ok: 'Aceptar',
    cancel: 'Cancelar',
    close: 'Cerrar',
  },
};
