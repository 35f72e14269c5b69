import type { Translation } from '../translation';

export const offlineUi: Translation<'offlineUi'> = {
  banner: {
    signedIn: 'Estás sin conexión. Tus próximas estancias guardadas en este dispositivo están en Mis viajes.',
    visitor: 'Estás sin conexión. Las páginas volverán a cargarse cuando tengas conexión.',
    myTrips: 'Abrir Mis viajes',
  },
  savedOn: 'Sin conexión: guardado el {{when}}',
  notSaved: 'Sin conexión: todavía no hay nada de tus viajes guardado en este dispositivo.',
  needsConnection: 'Estás sin conexión: cancelar, los mensajes y los recibos necesitan conexión.',
  update: {
    text: 'Hay una nueva versión de Stopover lista.',
    reload: 'Recargar',
  },
  install: {
    title: 'Lleva tu viaje en el teléfono',
    text: 'Instala Stopover: tus próximas estancias, las indicaciones y el teléfono del anfitrión se abren incluso sin señal.',
    action: 'Instalar Stopover',
  },
  stay: {
    details: 'Detalles de la estancia',
    back: 'Volver a Mis viajes',
    photos: 'Fotos de {{name}}',
    photo: 'Foto {{number}} de {{name}}',
    map: 'Mapa alrededor de {{name}}',
    openInMaps: 'Indicaciones en tu aplicación de mapas',
    notFound: 'Esta estancia no está entre tus viajes.',
  },
};
