// Textos de la página de ingresos del anfitrión (issue 28, decisión 050).
import type { Translation } from '../translation';

export const earningsUi: Translation<'earningsUi'> = {
  title: 'Ingresos',
  intro:
    'Lo que han generado sus estancias: lo que pagaron los huéspedes, la comisión de la plataforma, el GST que Stopover ingresa por sus estancias, el crédito de tasa fija que le corresponde, los reembolsos, lo que usted gana y lo que llegó a su banco.',
  period: 'Periodo',
  year: 'Año',
  last12: 'Los 12 meses hasta {{month}}',
  custom: 'Meses a su elección',
  from: 'Mes inicial',
  to: 'Mes final',
  badPeriod: 'Elija un mes inicial no posterior al final, con tres años de diferencia como máximo.',
  loadFailed: 'No se pudieron cargar sus ingresos.',
  none: 'No hay estancias ni pagos en este periodo.',
  download: 'Descargar CSV',
  downloadHint: 'Una fila por noche o por pago, para su hoja de cálculo o su contable.',
  chartMonthly: 'Lo que pagaron los huéspedes y lo que usted gana, por mes',
  chartOccupancy: 'Ocupación por parcela',
  chartHidden: 'El gráfico muestra las cifras de la tabla de abajo.',
  byMonth: 'Ingresos por mes, de {{from}} a {{to}}',
  byProperty: 'Ingresos por propiedad, de {{from}} a {{to}}',
  bySite: 'Ocupación por parcela, de {{from}} a {{to}}',
  month: 'Mes',
  property: 'Propiedad',
  site: 'Parcela',
  gross: 'Pagado por huéspedes',
  fee: 'Comisión de la plataforma',
  gst: 'GST',
  credit: 'Crédito de tasa fija',
  refund: 'Reembolsos',
  net: 'Usted gana',
  paidOut: 'Pagado',
  nightsSold: 'Noches vendidas',
  nightsOffered: 'Noches ofrecidas',
  occupancy: 'Ocupación',
  percent: '{{percent}} %',
  notOffered: 'No ofrecida',
  total: 'Total',
  howTitle: 'Cómo se calculan estas cifras',
  signs:
    'Las comisiones y el GST aparecen en negativo, así cada fila suma lo que usted gana. Una noche cuenta en el mes de la noche, con su reembolso; un pago cuenta el día en que se hizo.',
  gstHelp:
    'Según las normas de Nueva Zelanda para plataformas, Stopover es el proveedor de sus estancias: ingresa a Inland Revenue el GST incluido en lo que pagan los huéspedes (3/23). Si usted no está registrado en el GST, el 8,5 % del precio sin GST le vuelve como crédito de tasa fija.',
  occupancyHelp:
    'Las noches ofrecidas son las plazas de cada parcela por los días del periodo, para las parcelas que aún ofrece. No se descuentan fechas cerradas, sus reglas ni calendarios sincronizados, porque guardamos las reglas de hoy y no las de la temporada pasada: su ocupación real fue al menos la que se muestra aquí.',
};
