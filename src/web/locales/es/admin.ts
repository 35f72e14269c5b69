// Textos de las pantallas de administración.
import type { Translation } from '../translation';

export const admin: Translation<'admin'> = {
  audit: {
    title: 'Actividad de administración',
    none: 'Ningún administrador ha cambiado nada aquí todavía.',
    loadFailed: 'No se pudo cargar la actividad de administración.',
    when: 'Cuándo',
    who: 'Quién',
    what: 'Qué',
    reason: 'Motivo',
    deletedAccount: 'Una cuenta eliminada',
    more: 'Más actividad',
  },
  home: {
    title: 'Administración',
  },
  overview: {
    intro: 'Los últimos 30 días, del {{from}} al {{to}}, día a día (hora de Nueva Zelanda).',
    loadFailed: 'No se pudo cargar el resumen.',
    total: 'Últimos 30 días',
    day: 'Día',
    dailyValues: '{{figure}} por día',
    figures: {
      nightsBooked: {
        title: 'Noches reservadas',
        hint: 'Noches pagadas, el día en que se reservaron.',
        link: 'Ver reservas por propiedad',
      },
      revenueCents: {
        title: 'Ingresos',
        hint: 'Lo que pagaron los huéspedes, menos los reembolsos.',
        link: 'Ver reservas por propiedad',
      },
      platformFeeCents: {
        title: 'Comisiones de la plataforma',
        hint: 'Comisiones retenidas por Stopover, menos las comisiones reembolsadas.',
        link: 'Ver reservas por propiedad',
      },
      newUsers: {
        title: 'Usuarios nuevos',
        hint: 'Personas que se registraron.',
        link: 'Ver usuarios',
      },
      newListings: {
        title: 'Anuncios nuevos',
        hint: 'Lugares creados, publicados o no.',
        link: 'Ver lugares',
      },
    },
    locationsOnly: {
      text: 'Puedes añadir y gestionar lugares. Elige por dónde empezar:',
      label: 'Tus pantallas de administración',
      locations: 'Lugares',
      createCommercial: 'Crear anuncio no reservable',
    },
  },
};
