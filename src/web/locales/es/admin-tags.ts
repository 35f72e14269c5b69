// Textos de la pantalla de administración de etiquetas (/admin/tags).
import type { Translation } from '../translation';

export const adminTags: Translation<'adminTags'> = {
  title: 'Etiquetas',
  addTitle: 'Añadir una etiqueta',
  addForm: 'Añadir una etiqueta',
  label: 'Clave',
  labelHint:
    'Letras minúsculas, dígitos y guiones bajos; las características de parcela empiezan por site_feature:',
  name: 'Nombre',
  nameHint: 'Lo que lee la gente',
  group: 'Grupo',
  chooseGroup: 'Elige un grupo',
  add: 'Añadir etiqueta',
  caption: 'Todas las etiquetas ({{count}})',
  status: 'Estado',
  none: 'Todavía no hay etiquetas.',
  loadFailed: 'No se pudieron cargar las etiquetas.',
  groups: {
    site_feature: 'Característica de parcela',
    site_type: 'Tipo de parcela',
    collection: 'Colección',
    others: 'Otras',
  },
  statuses: {
    active: 'Activa',
  },
};
