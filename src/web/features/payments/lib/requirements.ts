// What the payment provider still needs, in plain words (spec section 2, /requirements). The provider
// names its requirements by field (Stripe's `individual.verification.document`, `external_account`…);
// several fields can make one thing to do (a date of birth is three), so the list is de-duplicated.

import { i18n } from '../../../lib/i18n';
import type { en } from '../../../locales/en';

type Item = keyof typeof en.paymentUi.requirements.items;

const EXACT: Readonly<Record<string, Item>> = {
  external_account: 'bankAccount',
  'individual.verification.document': 'identityDocument',
  'individual.verification.additional_document': 'addressDocument',
  'individual.id_number': 'idNumber',
  'individual.ssn_last_4': 'idNumber',
  'individual.email': 'email',
  'individual.phone': 'phone',
  'individual.first_name': 'firstName',
  'individual.last_name': 'lastName',
  'business_profile.url': 'website',
  'business_profile.product_description': 'website',
  'business_profile.mcc': 'businessKind',
  business_type: 'businessType',
};

const PREFIXES: readonly (readonly [string, Item])[] = [
  ['individual.dob.', 'dateOfBirth'],
  ['individual.address.', 'homeAddress'],
  ['individual.verification.', 'identityDocument'],
  ['tos_acceptance.', 'terms'],
  ['company.', 'company'],
  ['representative.', 'representative'],
  ['owners.', 'owners'],
  ['directors.', 'directors'],
];

/** 'individual.political_exposure' -> 'Individual political exposure': readable when we do not know the field. */
function humanise(field: string): string {
  const words = field.replace(/[._]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}

/** One plain sentence per thing to provide, in the current language, in the provider's order, each once. */
export function describeRequirements(currentlyDue: readonly string[]): string[] {
  const out: string[] = [];
  for (const field of currentlyDue) {
    const item = EXACT[field] ?? PREFIXES.find(([prefix]) => field.startsWith(prefix))?.[1];
    const text = item ? i18n.t(`paymentUi.requirements.items.${item}`) : humanise(field);
    if (!out.includes(text)) out.push(text);
  }
  return out;
}
