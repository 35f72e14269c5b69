// What the payment provider still needs, in plain words (spec section 2, /requirements). The provider
// names its requirements by field (Stripe's `individual.verification.document`, `external_account`…);
// several fields can make one thing to do (a date of birth is three), so the list is de-duplicated.

const EXACT: Readonly<Record<string, string>> = {
  external_account: 'Your bank account for payouts',
  'individual.verification.document': 'A photo of your identity document (passport or driver licence)',
  'individual.verification.additional_document': 'A document that shows your address',
  'individual.id_number': 'Your identity number',
  'individual.ssn_last_4': 'Your identity number',
  'individual.email': 'Your email address',
  'individual.phone': 'Your phone number',
  'individual.first_name': 'Your first name',
  'individual.last_name': 'Your last name',
  'business_profile.url': 'Your website, or a description of what you offer',
  'business_profile.product_description': 'Your website, or a description of what you offer',
  'business_profile.mcc': 'The kind of business you run',
  business_type: 'Whether you host as a person or a business',
};

const PREFIXES: readonly (readonly [string, string])[] = [
  ['individual.dob.', 'Your date of birth'],
  ['individual.address.', 'Your home address'],
  ['individual.verification.', 'A photo of your identity document (passport or driver licence)'],
  ['tos_acceptance.', "Accepting the payment provider's terms of service"],
  ['company.', 'Details of your business'],
  ['representative.', 'Details of the person who represents your business'],
  ['owners.', "Details of your business's owners"],
  ['directors.', "Details of your business's directors"],
];

/** 'individual.political_exposure' -> 'Individual political exposure': readable when we do not know the field. */
function humanise(field: string): string {
  const words = field.replace(/[._]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}

/** One plain sentence per thing to provide, in the provider's order, each once. */
export function describeRequirements(currentlyDue: readonly string[]): string[] {
  const out: string[] = [];
  for (const field of currentlyDue) {
    const text =
      EXACT[field] ?? PREFIXES.find(([prefix]) => field.startsWith(prefix))?.[1] ?? humanise(field);
    if (!out.includes(text)) out.push(text);
  }
  return out;
}
