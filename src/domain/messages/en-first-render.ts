// The areas of the English catalogue that the web's first render shows (decision 004's budget):
// the home and content pages import these alone, not the whole catalogue (en.ts, which includes them).

export const http = {
  internal: 'Something went wrong on our side. Please try again.',
  /** The web could not reach the server at all. */
  network: 'Could not reach Stopover. Please check your connection and try again.',
  badRequest: 'The request could not be read.',
  notFound: 'Not found',
  noRoute: 'No route {{method}} {{path}}',
  tooLarge: 'The request is too large.',
  unsupportedMediaType: 'This type of content is not accepted here.',
  methodNotAllowed: 'This method is not allowed here.',
  nulInUrl: 'The address must not contain the NUL character (%00).',
  nulInHeader: 'Request headers must not contain the NUL character.',
  nulInBody: 'The request must not contain the NUL character (\\u0000).',
  tooDeep: 'The request body is nested too deeply (at most {{max}} levels).',
  invalidUnicode: 'Text in the request must be valid Unicode: a lone surrogate such as \\ud800 is not.',
} as const;

export const locations = {
  notFound: 'We could not find that property. It may have been removed.',
  unknownTags: 'Unknown tag id(s): {{ids}}',
  fromAfterTo: 'The first night must be on or before the last.',
  windowTooLong: 'The window may be at most {{days}} days.',
  centreTogether: 'Latitude and longitude must be given together',
  radiusNeedsCentre: 'A radius needs a latitude and longitude',
  /** Searching by dates (decision 020). */
  datesTogether: 'Please choose both an arrival and a departure date.',
  departureAfterArrival: 'The departure date must be after the arrival date.',
  stayTooLong: 'A stay can be at most {{max}} nights.',
  arrivalPast: 'The arrival date has passed. Please choose today or a later date.',
  stayTooFar: 'Stays can be searched up to {{days}} days ahead.',
  unlisted: 'This property is unlisted',
  /** Spec section 8, danger notice. */
  fetchError: 'There was an error fetching locations.',
} as const;

/** Spec section 8: the not-found page; also the answer for a content page that does not exist. */
export const notFound = {
  title: 'Page not found',
  text: 'Oops. Looks like you have gone off track.',
} as const;
