// The part of the English catalogue that ships with the home page's first render (decision 004's
// budget): the page frame, the shared components, the content pages and the domain messages those
// show. lib/i18n.ts loads the whole catalogue (./index.ts) as soon as a screen needs more, on the
// visitor's first interaction, or at once when the first page is not a content page.

import { en as messages } from '../../../domain/messages';
import { common } from './common';
import { content } from './content';
import { layout } from './layout';

export const firstRender = {
  http: messages.http,
  locations: messages.locations,
  notFound: messages.notFound,
  layout,
  common,
  content,
};
