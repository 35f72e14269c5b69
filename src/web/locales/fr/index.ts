// French: a first handful of keys that proves the switch (issue 8); the content and languages issue
// translates the rest. Loaded only when chosen (see lib/i18n.ts).

import { fr as messages } from '../../../domain/messages/fr';
import { layout } from './layout';
import { common } from './common';
import { content } from './content';
import { accounts } from './accounts';
import { forms } from './forms';

export const fr = { ...messages, layout, common, content, accounts, forms };
