// Textos de /why-host: por qué ser anfitrión en Stopover, cuánto se gana y cómo funcionan los cobros.
import type { Translation } from '../translation';

export const whyHost: Translation<'whyHost'> = {
  pageTitle: 'Por qué ser anfitrión en Stopover',
  hero: {
    title: 'Comparte tu terreno con viajeros y gana dinero con él',
    text: 'Un prado libre, el final de una hilera del viñedo, el campo de atrás del club: si una autocaravana puede aparcar allí una noche, puede generarte ingresos. Tú eliges las noches y el precio; Stopover trae a los huéspedes y se encarga del cobro.',
  },
  becomeAHost: 'Hazte anfitrión',
  createProperty: 'Crear propiedad',
  why: {
    title: 'Por qué ser anfitrión en Stopover',
    reasons: {
      land: {
        title: 'Gana dinero con el terreno que ya tienes',
        text: 'Solo necesitas un sitio llano y firme al que pueda llegar una autocaravana. No hay nada que construir ni habitaciones que limpiar: los huéspedes llegan por la tarde y siguen su camino por la mañana.',
      },
      control: {
        title: 'Tú eliges las noches y los precios',
        text: 'Fija un precio por noche para cada parcela, de $10 a $999. Cierra una parcela durante la paridera, la vendimia o una boda familiar, y decide si los huéspedes pueden reservar el mismo día o necesitan un día de antelación. Desactiva tu propiedad siempre que necesites un descanso.',
      },
      guests: {
        title: 'Viajeros autosuficientes',
        text: 'La mayoría de los huéspedes viajan en autocaravanas y campers autosuficientes, con su propia agua, baño y depósito de residuos, así que te piden muy poco. Si ofreces baño, ducha, agua o electricidad, márcalo en tu parcela y los viajeros que lo necesiten te encontrarán.',
      },
      reviews: {
        title: 'Las reseñas generan confianza en ambos sentidos',
        text: 'Cada huésped reserva con su propio nombre y número de teléfono, así que sabes quién va a venir. Después de su estancia, valoran tu lugar y dejan un comentario: las buenas reseñas traen más reservas.',
      },
      kinds: {
        title: 'Granjas, viñedos y clubes',
        text: 'Los granjeros comparten un prado y un poco de la vida en el campo. Los viñedos y bodegas reciben a huéspedes que prefieren no conducir después de una cata. Los clubes de surf, golf y rugby y las RSA recaudan fondos con un aparcamiento que está vacío casi todas las noches.',
      },
    },
  },
  earnings: {
    title: 'Cuánto puedes ganar',
    intro:
      'Tú fijas el precio por autocaravana y noche, y eso es lo que pagan los huéspedes. Stopover se queda con el {{percent}}% de cada reserva para mantener la plataforma, encontrar huéspedes y gestionar los pagos con tarjeta; el resto es para ti.',
    example:
      'Por ejemplo: {{sites}} parcelas a {{price}} por noche, cada una reservada {{nights}} noches al mes.',
    caption: 'Ejemplo de un mes',
    item: 'Concepto',
    amount: 'Importe',
    guestsPay: 'Pagan los huéspedes ({{count}} noches a {{price}})',
    fee: 'Comisión de Stopover ({{percent}}%)',
    youReceive: 'Recibes tú',
    note: 'Es un ejemplo, no una promesa: la frecuencia de tus reservas depende de dónde estés, de la temporada y de tus reseñas.',
  },
  payouts: {
    title: 'Cómo funcionan los cobros',
    steps: {
      advance: {
        title: 'Los huéspedes pagan por adelantado',
        text: 'Los huéspedes pagan con tarjeta al reservar, así que cada noche está pagada antes de que llegue nadie. No hay efectivo que cobrar ni facturas que reclamar.',
      },
      provider: {
        title: 'Tus ganancias van a tu cuenta de cobro',
        text: 'Los pagos se procesan a través de nuestro proveedor de pagos con tarjeta. Añades tu cuenta bancaria de Nueva Zelanda una sola vez, y el proveedor confirma tu identidad antes de pagarte.',
      },
      monthly: {
        title: 'Ingreso en tu banco el día 15',
        text: 'Lo que has ganado se ingresa en tu cuenta bancaria el día 15 de cada mes. El próximo día de cobro es el {{date}}.',
      },
      track: {
        title: 'Consulta cada reserva y cada pago',
        text: 'En Mi espacio de anfitrión ves a tus huéspedes noche a noche, y en Transacciones, cada pago y cada cobro.',
      },
    },
  },
  cta: {
    title: '¿Listo para recibir a tus primeros huéspedes?',
    text: 'Solo te llevará unos minutos: tus datos, tu cuenta bancaria y después tu propiedad con sus parcelas, precios y una o dos fotos.',
    hostText: 'Añade otra propiedad, con sus parcelas, precios y una o dos fotos.',
  },
};
