import type { Translation } from '../translation';

export const taxDocumentsUi: Translation<'taxDocumentsUi'> = {
  print: 'Imprimir',
  downloadPdf: 'Descargar PDF',
  receipt: {
    link: 'Recibo',
    linkNumbered: 'Recibo {{number}}',
    back: 'Volver a Mis viajes',
    loadFailed: 'No se pudo cargar el recibo.',
  },
  statements: {
    title: 'Extractos mensuales',
    intro:
      'El extracto de cada mes: lo que pagaron tus huéspedes, la comisión de la plataforma, el GST que Stopover paga y el crédito de tasa fija que te transfiere.',
    none: 'Aún no hay extractos: un mes tiene uno en cuanto un huésped paga una estancia.',
    month: 'Mes',
    stays: 'Estancias',
    back: 'Todos los extractos',
    loadFailed: 'No se pudieron cargar los extractos.',
  },
};
