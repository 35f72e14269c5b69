// Información de llegada: el formulario de la propiedad y la tarjeta de la estancia en Mis viajes.
import type { Translation } from '../translation';

export const arrivalUi: Translation<'arrivalUi'> = {
  form: {
    label: 'Instrucciones de llegada',
    hint: 'Código del portón, dónde aparcar, horas de silencio. Solo las ven los huéspedes con una reserva confirmada, desde 48 horas antes de su llegada.',
  },
  trip: {
    title: 'Instrucciones de llegada',
    later: 'Las instrucciones de llegada aparecen 48 horas antes de tu llegada.',
  },
};
