// French: a first handful of keys that proves the switch (issue 8); the content and languages issue
// translates the rest. Loaded only when chosen (see lib/i18n.ts).

import { fr as messages } from '../../../domain/messages/fr';
import { layout } from './layout';

export const fr = { ...messages, layout };
