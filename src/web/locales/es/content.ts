// Textos de las pantallas de contenido: página de inicio, colecciones y widget para socios.
import type { Translation } from '../translation';

export const content: Translation<'content'> = {
  home: {
    partial: 'No se pudo cargar parte de esta página',
    partialText:
      'Aun así puedes buscar un lugar arriba o explorar <mapLink>todas las estancias en el mapa</mapLink>.',
    collections: 'Colecciones',
    seeAllCollections: 'Ver todas las colecciones',
    collectionsError: 'No se pudieron cargar las colecciones',
  },
  banner: {
    brand: 'Stopover',
    fallbackTitle: 'Duerme en un lugar especial esta noche',
    fallbackTagline:
      'Noches para campistas y autocaravanas en granjas, viñedos y terrenos de anfitriones por toda Nueva Zelanda.',
    dates: 'Fechas (opcional)',
  },
  page: {
    helpMenu: 'Temas de ayuda',
    loading: 'Cargando la página…',
  },
  blocks: {
    seeCollection: 'Ver toda la colección {{title}}',
  },
  listings: {
    none: 'Todavía no hay estancias que mostrar aquí.',
  },
  collections: {
    title: 'Colecciones',
    intro: 'Estancias elegidas a mano, agrupadas por lo que las hace especiales.',
    loading: 'Cargando la colección…',
    staysIn: 'Estancias en {{title}}',
  },
  widget: {
    title: 'Encuentra dónde pasar la noche en Nueva Zelanda',
    text: 'Pasa la noche en granjas, viñedos y terrenos privados con Stopover.',
  },
};
