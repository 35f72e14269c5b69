// Textos de los componentes compartidos: estados de página, tarjetas y buscador de lugares.
import type { Translation } from '../translation';

export const common: Translation<'common'> = {
  tryAgain: 'Reintentar',
  loading: 'Cargando…',
  loadingMap: 'Cargando el mapa',
  opensInNewTab: '(se abre en una pestaña nueva)',
  cancellationPolicy: {
    label: 'Política de cancelación',
    flexible: {
      name: 'Flexible',
      terms: 'Reembolso total de cada noche cancelada con al menos 1 día de antelación.',
    },
    moderate: {
      name: 'Moderada',
      terms:
        'Reembolso total de cada noche cancelada con al menos 7 días de antelación; la mitad si se cancela entre 1 y 6 días antes.',
    },
    strict: {
      name: 'Estricta',
      terms:
        'Reembolso total de cada noche cancelada con al menos 14 días de antelación; la mitad si se cancela entre 7 y 13 días antes.',
    },
    sameDay: 'Una noche cancelada el mismo día no se reembolsa.',
    byHost: 'Si el anfitrión cancela, se reembolsan todas las noches en su totalidad.',
    quote: 'Si cancelas ahora, se te reembolsarían {{refund}} de {{paid}}.',
  },
  pageTitle: {
    site: 'Stopover: noches en terrenos de anfitriones en Nueva Zelanda',
    page: '{{title}} | Stopover',
  },
  appBadges: {
    appStoreKicker: 'Descárgala en el',
    appStore: 'App Store',
    googlePlayKicker: 'Disponible en',
    googlePlay: 'Google Play',
  },
  errorMessage: {
    title: 'Algo salió mal',
    newVersion:
      'Hay una versión más reciente de Stopover, o la conexión se cortó mientras se cargaba esta página.',
    generic:
      'Lo sentimos, no se pudo mostrar esta página. Vuelve a cargarla o inténtalo de nuevo en un momento.',
    reload: 'Volver a cargar la página',
  },
  queryError: {
    title: 'No se pudo cargar esta página',
    fallback: 'Vuelve a intentarlo.',
  },
  notFound: {
    backHome: 'Volver a la página de inicio',
  },
  locationCard: {
    noPhoto: 'Aún no hay fotos',
    fromPerNight: 'desde {{price}} / noche',
    priceOnRequest: 'Precio a consultar',
    stayTotal_one: '{{total}} por {{count}} noche',
    stayTotal_other: '{{total}} por {{count}} noches',
  },
  stayDates: {
    legend: 'Fechas',
    arrival: 'Llegada',
    departure: 'Salida',
    format: 'DD/MM/AAAA',
    clearArrival: 'Borrar la fecha de llegada',
    clearDeparture: 'Borrar la fecha de salida',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    previousYear: 'Año anterior',
    nextYear: 'Año siguiente',
    previousDecade: 'Década anterior',
    nextDecade: 'Década siguiente',
    chooseMonth: 'Elige un mes',
    chooseYear: 'Elige un año',
  },
  placeSearch: {
    form: 'Búsqueda de lugares',
    label: '¿Adónde vas?',
    placeholder: 'Busca una ciudad o región, p. ej. Wānaka',
    places: 'Lugares',
    submit: 'Buscar',
    empty: 'Escribe un lugar para buscar.',
    noMatch: 'Ningún lugar de Nueva Zelanda coincide con «{{query}}».',
    unavailable: 'La búsqueda de lugares no está disponible en este momento. Vuelve a intentarlo.',
  },
  noPayoutAccount: {
    title: 'Todavía no tienes una cuenta de cobro',
    text: 'Añade en Datos de anfitrión la cuenta bancaria en la que recibirás tus cobros. Nuestro proveedor de pagos revisará tus datos y en ella se ingresarán los pagos de los huéspedes por tus parcelas.',
    setUp: 'Configurar una cuenta de cobro',
  },
};
