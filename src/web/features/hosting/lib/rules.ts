// A site's availability rules in the property form (spec sections 3 "Availability rule" and 5 "Availability
// rule dialog"): the dialog's values and the rule they make, checked by the domain's schema, and the
// one-line summary the rule list shows.

import type { RuleType } from '../../../../domain/availability';
import {
  formatDisplayDate,
  oneMonthLater,
  MONTHS,
  WEEKDAYS,
  type IsoDate,
  type Month,
  type Weekday,
} from '../../../../domain/dates';
import { z } from 'zod';
import { formatCents } from '../../../lib/money';
import { availabilityRuleInputSchema, type AvailabilityRuleInput } from '../../../../domain/schemas/property';
import { i18n } from '../../../lib/i18n';
import { issueText, type ZodFormOptions } from '../../../lib/use-zod-form';
import { centsFromDollars, dollarsFromCents, notANumber, wholeNumberFrom } from './sites';

/** What the dialog holds while the host fills it in: texts as typed, dates as YYYY-MM-DD. */
export type RuleForm = {
  /** None until the host picks one (the type is required). */
  type: RuleType | '';
  days: Weekday[];
  months: Month[];
  from: string;
  to: string;
  available: boolean;
  /** Dollars, as typed. */
  price: string;
  spaces: string;
  description: string;
};

export type RuleField = 'type' | 'dates' | 'days' | 'months' | 'price' | 'spaces' | 'description';

/** The site a rule belongs to, as far as the dialog needs it: its price and spaces (cents, count). */
export type RuleSite = { price: number; spaces: number };

/**
 * A new rule's values: no type yet, the range from today to a month later (spec section 5), and the
 * site's own price and spaces for an available rule to start from.
 */
export function newRuleForm(site: RuleSite, today: IsoDate): RuleForm {
  return {
    type: '',
    days: [],
    months: [],
    from: today,
    to: oneMonthLater(today),
    available: true,
    price: dollarsFromCents(site.price),
    spaces: Number.isInteger(site.spaces) ? String(site.spaces) : '',
    description: '',
  };
}

/** A saved or drafted rule back in the dialog, to edit it. */
export function ruleToForm(rule: AvailabilityRuleInput, site: RuleSite, today: IsoDate): RuleForm {
  const blank = newRuleForm(site, today);
  const available = rule.spaces > 0;
  return {
    type: rule.type,
    days: [...(rule.days ?? [])],
    months: [...(rule.months ?? [])],
    from: rule.dates?.from ?? blank.from,
    to: rule.dates?.to ?? blank.to,
    available,
    price: available ? dollarsFromCents(rule.price ?? site.price) : blank.price,
    spaces: available ? String(rule.spaces) : blank.spaces,
    description: rule.description ?? '',
  };
}

/** Days and months in the calendar's order, whatever order they were ticked in. */
const inOrder = <T extends string>(all: readonly T[], chosen: readonly T[]) =>
  all.filter((v) => chosen.includes(v));

/**
 * What the dialog's values make before the schema checks it (spec section 5): a Custom rule keeps
 * only its days and months, a Date Range only its dates; an unavailable rule takes the site's price
 * and 0 spaces.
 */
function ruleCandidate(form: RuleForm, site: RuleSite): Record<string, unknown> {
  const description = form.description.trim();
  const candidate: Record<string, unknown> = {
    type: form.type === '' ? undefined : form.type,
    description: description === '' ? null : description,
  };
  if (form.type === 'Custom') {
    candidate.days = inOrder(WEEKDAYS, form.days);
    candidate.months = inOrder(MONTHS, form.months);
  } else if (form.type === 'Date Range') {
    candidate.dates = form.from && form.to ? { from: form.from, to: form.to } : null;
  }
  if (form.available) {
    candidate.price = centsFromDollars(form.price);
    candidate.spaces = wholeNumberFrom(form.spaces);
  } else {
    candidate.price = Number.isFinite(site.price) ? site.price : null;
    candidate.spaces = 0;
  }
  return candidate;
}

/** The dialog's values checked as the rule they make, by the domain's schema for a rule. */
export const ruleFormSchema = (site: RuleSite) =>
  z
    .custom<RuleForm>()
    .transform((form): unknown => ruleCandidate(form, site))
    .pipe(availabilityRuleInputSchema);

/** How the dialog shows what the rule's schema says: under its fields, with the spec's words. */
export const ruleFormOptions: ZodFormOptions<RuleForm> = {
  errorKey: (path) => String(path[0] ?? 'type'),
  // A date that is missing or not a date says the same as from after to: the spec's one message.
  errorText: (issue, field) => (field === 'dates' ? i18n.t('property.ruleDatesInvalid') : issueText(issue)),
  // Text that is not a number says so, rather than what the schema says about the number it is not.
  check: (form): Partial<Record<RuleField, string>> =>
    form.available
      ? {
          price: notANumber(form.price) ? i18n.t('validation.notANumber') : undefined,
          spaces: notANumber(form.spaces) ? i18n.t('validation.notANumber') : undefined,
        }
      : {},
};

const list = (names: string[]) => names.join(', ');

/** "Date Range: 02/03/2026 to 09/03/2026" or "Custom: Saturday, Sunday in December, January". */
export function ruleWhen(rule: AvailabilityRuleInput): string {
  if (rule.type === 'Date Range') {
    return i18n.t('siteEditor.rules.dateRange', {
      from: rule.dates ? formatDisplayDate(rule.dates.from) : '',
      to: rule.dates ? formatDisplayDate(rule.dates.to) : '',
    });
  }
  const days = inOrder(WEEKDAYS, rule.days ?? []);
  const months = inOrder(MONTHS, rule.months ?? []);
  return i18n.t('siteEditor.rules.custom', {
    days:
      days.length === WEEKDAYS.length
        ? i18n.t('siteEditor.rules.everyDay')
        : list(days.map((d) => i18n.t(`siteEditor.weekdays.${d}`))),
    months:
      months.length === MONTHS.length
        ? i18n.t('siteEditor.rules.allYear')
        : list(months.map((m) => i18n.t(`siteEditor.months.${m}`))),
  });
}

/** "Available: $25 a night, 3 spaces" or "Unavailable". */
export function ruleOffer(rule: AvailabilityRuleInput): string {
  if (rule.spaces <= 0) return i18n.t('siteEditor.rules.unavailable');
  if (rule.price === null || rule.price === undefined) {
    return i18n.t('siteEditor.rules.availableSitePrice', { count: rule.spaces });
  }
  return i18n.t('siteEditor.rules.available', { price: formatCents(rule.price), count: rule.spaces });
}

/** The rule in one line: when, what, and the host's description. */
export function ruleSummary(rule: AvailabilityRuleInput): string {
  return [ruleWhen(rule), ruleOffer(rule), rule.description?.trim() || null].filter(Boolean).join(' · ');
}
