// Textos del widget promocional que insertan los socios y de la pantalla de códigos para insertarlo.
import type { Translation } from '../translation';

export const widget: Translation<'widget'> = {
  slideshow: 'Fotos de estancias en Stopover',
  pause: 'Pausar la presentación',
  play: 'Reanudar la presentación',
  searchLabel: '¿Dónde te gustaría dormir?',
  searchPlaceholder: 'Una ciudad o región',
  search: 'Buscar',
  newTab: 'Abre Stopover en una pestaña nueva',
  found: 'Estancias cerca de {{place}}',
  empty: 'Escribe una ciudad o región de Nueva Zelanda.',
  noMatch: 'No encontramos «{{query}}» en Nueva Zelanda.',
  button: 'Buscar estancia',
  fallback: 'Encuentra una estancia en Stopover',
  brand: 'Stopover',
};

export const widgetAdmin: Translation<'widgetAdmin'> = {
  title: 'Widgets',
  intro:
    'Los socios muestran un widget en su propio sitio pegando su código de inserción en una página. Cada tamaño de abajo está listo para copiar.',
  affiliate: 'Código de afiliado',
  affiliateHelp: 'Opcional: las noches reservadas desde el widget se acreditan a este afiliado.',
  size: '{{width}} × {{height}} píxeles',
  noSlides: 'Este widget aún no tiene imágenes en este tamaño: solo muestra su texto.',
  embedCode: 'Código de inserción, {{size}}',
  copy: 'Copiar',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar el código: selecciónalo y cópialo a mano.',
  preview: 'Abrir el widget de {{size}}',
  empty: 'Todavía no hay widgets.',
  loadFailed: 'No se pudieron cargar los widgets',
};
