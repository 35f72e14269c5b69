// Textos de Contacto, las preguntas frecuentes sobre wifi y la pantalla de administración Mensajes.

export const contactUi = {
  form: {
    pageTitle: 'Contacto',
    intro:
      '¿Tienes preguntas sobre una estancia, sobre cómo recibir huéspedes en tu terreno o sobre tu cuenta? Escríbenos y te responderemos por correo, normalmente en un día laborable.',
    label: 'Formulario de contacto',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    phone: 'Teléfono',
    message: 'Mensaje',
    honeypot: 'Deja este campo vacío',
    send: 'Enviar mensaje',
    sent: 'Mensaje enviado',
    sentText: 'Gracias por escribirnos. Responderemos a {{email}} lo antes posible.',
    sendFailed: 'No se ha podido enviar tu mensaje',
    sendAnother: 'Enviar otro mensaje',
    wifiHint: '¿Te preguntas si habrá wifi o cobertura móvil?',
    wifiLink: 'Consulta las preguntas sobre wifi',
  },
  faqWifi: {
    pageTitle: 'Preguntas frecuentes sobre wifi',
    language: 'Idioma',
    loadFailed: 'No se han podido cargar las preguntas',
    inEnglish: 'Estas preguntas aún no están escritas en {{language}}, así que se muestran en inglés.',
    contactHint: '¿Tienes otra pregunta?',
    contactLink: 'Escríbenos',
  },
  adminMessages: {
    title: 'Mensajes',
    intro:
      'Lo que los visitantes han enviado desde el formulario de contacto, del más reciente al más antiguo. Respóndeles por correo.',
    none: 'Todavía no hay mensajes.',
    loadFailed: 'No se han podido cargar los mensajes',
    more: 'Ver más mensajes',
    received: 'Recibido',
    email: 'Correo',
    phone: 'Teléfono',
    reply: 'Responder a {{name}}',
  },
};
