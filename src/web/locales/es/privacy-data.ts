// Datos personales: la pestaña «Privacidad» de la cuenta, «Tus datos» con la descarga, y eliminar la cuenta.
import type { Translation } from '../translation';

export const privacyDataUi: Translation<'privacyDataUi'> = {
  tab: 'Privacidad',
  title: 'Tus datos',
  intro:
    'Todo lo que Stopover guarda sobre ti, contado abajo. Descárgalo como archivo para conservarlo o revisarlo, o elimina tu cuenta.',
  loadFailed: 'No se pudieron cargar tus datos',
  category: 'Qué guardamos',
  count: 'Registros',
  categories: {
    profile: 'Perfil y consentimiento',
    signIns: 'Métodos de acceso y sesiones',
    vehicles: 'Vehículos y certificados',
    staysAsGuest: 'Noches que reservaste',
    staysAsHost: 'Noches que te reservaron',
    properties: 'Alojamientos que ofreces',
    reviewsWritten: 'Reseñas que escribiste',
    reviewsReceived: 'Reseñas sobre ti y tus alojamientos',
    messageThreads: 'Conversaciones',
    payments: 'Pagos',
    ledger: 'Movimientos de dinero',
    payouts: 'Transferencias a tu banco',
    affiliate: 'Noches que recomendaste',
    contactMessages: 'Mensajes a Stopover',
    uploads: 'Imágenes subidas',
  },
  download: 'Descargar mis datos',
  downloadHint: 'Un archivo JSON con todos los registros. No contiene contraseñas ni números de tarjeta.',
  retention: 'Qué conservamos y durante cuánto tiempo',
  deleteTitle: 'Eliminar mi cuenta',
  deleteIntro:
    'Se borran tu perfil, tus vehículos, tus métodos de acceso y tus sesiones, se eliminan las reseñas sobre ti como huésped y tus anuncios se retiran. Los pagos, transferencias y recibos se conservan 7 años, como exige la ley, con el nombre «Deleted user». No se puede deshacer.',
  confirmLabel: 'Escribe tu correo electrónico para confirmar',
  confirmMismatch: 'Escribe el correo electrónico de esta cuenta',
  deleteButton: 'Eliminar mi cuenta',
  deleted: 'Tu cuenta ha sido eliminada',
  deleteFailed: 'No se pudo eliminar tu cuenta',
  blockedTitle: 'Todavía no se puede eliminar tu cuenta',
  blockedStays: 'Estancias por venir (tuyas o de tus huéspedes)',
  blockedPayouts: 'Dinero aún no transferido a ti: {{amount}}',
};
