// Amounts as the current language writes them (src/domain/money.ts has the rule); a component that
// shows one re-renders on a language change through its useTranslation().

import { formatCents as formatCentsIn } from '../../domain/money';
import { currentLanguage } from './i18n';

/** Cents as NZD in the current language: "$25.50" in English, "25,50 $" in German. */
export const formatCents = (amount: number): string => formatCentsIn(amount, currentLanguage());
