// The part of the English catalogue that ships with the home page's first render (decision 004's
// budget): the page frame, the shared components, the content pages and the domain messages those
// show. lib/i18n.ts loads the whole catalogue (./index.ts) as soon as a screen needs more, on the
// visitor's first interaction, or at once when the first page is not a content page.

import { http, locations, notFound } from '../../../domain/messages/en-first-render';
import { common } from './common';
import { content } from './content';
import { layout } from './layout';

export const firstRender = {
  http,
  locations,
  notFound,
  layout,
  common,
  content,
};
