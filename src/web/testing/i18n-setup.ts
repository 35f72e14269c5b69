// Tests see the whole English catalogue at once (the browser loads it after the first render; see
// lib/i18n.ts).
import { loadEnglish } from '../lib/i18n';

await loadEnglish();
