// The English catalogue of the web: the domain's messages (shared with the server, decision 015)
// and the screens' own texts, one file per area. English is the source; every other language
// translates a subset and falls back to English key by key. Decision 016.

import { en as messages } from '../../../domain/messages';
import { layout } from './layout';

export const en = { ...messages, layout };

export type WebCatalogue = typeof en;
