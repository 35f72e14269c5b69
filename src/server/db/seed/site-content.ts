// The text of Stopover's static content pages (spec section 2, "Static content pages"): about, media,
// the help pages, the policies and the vineyard, farm, B&B, resort and club pages. Written in English;
// a page not written in the visitor's language is served in English (content_pages is keyed by slug
// and language). Operators edit these at /admin/content once they are in.

import { inArray, sql } from 'drizzle-orm';
import {
  CANCELLATION_POLICIES,
  CANCELLATION_TERMS,
  type CancellationPolicy,
} from '../../../domain/cancellation';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '../../../domain/fees';
import { RETENTION, RETENTION_ANCHOR } from '../../../domain/personal-data';
import { contentBlockSchema, type ContentBlock } from '../../../domain/schemas/content';
import type { Db } from '../client';
import { contentPages, locations, tags } from '../schema';

/** Every static page the web links to; the demo seed writes each of them. */
export const STATIC_PAGE_SLUGS = [
  'about',
  'media',
  'rules-of-etiquette',
  'health-and-safety',
  'terms-and-conditions',
  'privacy-policy',
  'cancellation-policy',
  'how-stopover-works',
  'faq-guest',
  'faq-host',
  'after-booking',
  'vineyards',
  'farms',
  'bed-and-breakfasts',
  'resorts',
  'clubs',
] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

/** Where 'Partner With Us' in the top navigation lands: the About page's partner section. */
export const PARTNER_ANCHOR = 'partner-with-us';
/** The privacy policy's cookie section, linked from the footer and the sign-up form. */
export const COOKIE_POLICY_ANCHOR = 'cookie-policy';

/** Tags for the B&B and resort pages: no collection page of their own, a row of listings each. */
const STAY_KIND_TAGS = [
  {
    label: 'others:bed_and_breakfast',
    name: 'Bed and breakfast',
    propertyTypes: ['Private residence', 'Lodge'],
  },
  { label: 'others:resort', name: 'Resort', propertyTypes: ['Resort', 'Hotel/Pub'] },
] as const;

const POLICY_NAMES: Record<CancellationPolicy, string> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
};

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** A policy's refund steps in words, from the same terms the booking screens and refunds use. */
export function describePolicy(policy: CancellationPolicy): string[] {
  const steps = CANCELLATION_TERMS[policy];
  const lines = steps.map((step, i) => {
    const refund = step.percent === 100 ? 'a full refund' : `a ${step.percent}% refund`;
    const previous = steps[i - 1];
    if (!previous)
      return `Cancel a night ${days(step.daysBefore)} or more before it: ${refund} of that night.`;
    const upTo = previous.daysBefore - 1;
    const range = upTo === step.daysBefore ? days(step.daysBefore) : `${step.daysBefore} to ${days(upTo)}`;
    return `Cancel a night ${range} before it: ${refund} of that night.`;
  });
  const last = steps[steps.length - 1]!;
  lines.push(
    last.daysBefore <= 1
      ? 'Cancel on the night itself or later: no refund for that night.'
      : `Cancel fewer than ${days(last.daysBefore)} before a night: no refund for that night.`,
  );
  return lines;
}

/** A question and its answer: a heading and a paragraph. */
const qa = (question: string, answer: string): ContentBlock[] => [
  { type: 'title', text: question },
  { type: 'text', text: answer },
];

const fee = `${DEFAULT_PLATFORM_FEE_PERCENT}%`;

function pages(
  tagIds: Record<(typeof STAY_KIND_TAGS)[number]['label'], number>,
): Record<StaticPageSlug, { title: string; rows: ContentBlock[] }> {
  return {
    about: {
      title: 'About Stopover',
      rows: [
        {
          type: 'text',
          text: 'Stopover is a New Zealand marketplace for overnight stays on private land. We connect campers, campervan and motorhome travellers with farmers, winemakers, clubs, lodges and families who have a flat, quiet spot to share for a night or two.',
        },
        {
          type: 'text',
          text: 'Freedom camping has become harder to find as more places close to vehicles, and the places that remain get crowded. At the same time there are thousands of paddocks, orchards and car parks around the country that sit empty every night. Stopover puts the two together: travellers get a safe, legal place to stay with a local host, and hosts earn a little from land they already have.',
        },
        { type: 'title', text: 'What we believe' },
        {
          type: 'list',
          ordered: false,
          items: [
            'Travel is better when you meet the people who live there.',
            'Guests should leave a place as they found it, or better.',
            'Hosts decide what they offer, what they charge and who stays.',
            'Booking and paying should be simple, safe and clear about the price.',
          ],
        },
        { type: 'title', text: 'Partner with us', anchor: PARTNER_ANCHOR },
        {
          type: 'text',
          text: 'Tourism operators, rental companies, regional councils, clubs and travel publishers partner with Stopover to send travellers to good places to stay. Partners can embed our search widget on their own site, earn a share of the bookings they send through an affiliate link, and list several properties under one account.',
        },
        {
          type: 'call_to_action',
          title: 'Talk to us about a partnership',
          text: 'Tell us who you are and what you have in mind, and we will come back to you within two working days.',
          buttonLabel: 'Contact us',
          buttonUrl: '/contact-us',
        },
        {
          type: 'host_banner',
          title: 'Have some land to share?',
          text: 'Earn from a spare paddock, lawn or car park on the nights that suit you.',
          buttonLabel: 'Why host with Stopover',
        },
      ],
    },

    media: {
      title: 'Media',
      rows: [
        {
          type: 'text',
          text: 'Writing about camping, road trips or rural tourism in New Zealand? We are happy to help with background, numbers, photos and introductions to hosts and travellers who are willing to talk.',
        },
        { type: 'title', text: 'Stopover in brief' },
        {
          type: 'list',
          ordered: false,
          items: [
            'A New Zealand marketplace for overnight stays on private land: farms, vineyards, clubs, lodges and family properties.',
            'Guests book by the night and pay by card when they book; hosts are paid out to their New Zealand bank account.',
            'Most stays are for self-contained vehicles; some hosts also welcome tents and vehicles without facilities.',
            'Available on the web and in the Stopover app for iOS and Android.',
          ],
        },
        { type: 'title', text: 'Media enquiries' },
        {
          type: 'text',
          text: 'For interviews, images or story ideas, send us a message through the contact form and mention "media" in the first line. Please tell us your deadline so we can reply in time.',
        },
        {
          type: 'call_to_action',
          title: 'Get in touch',
          text: 'We usually reply within one working day.',
          buttonLabel: 'Contact us',
          buttonUrl: '/contact-us',
        },
      ],
    },

    'how-stopover-works': {
      title: 'How Stopover works',
      rows: [
        {
          type: 'text',
          text: 'Stopover lets you stay the night on private land around New Zealand: a vineyard in Marlborough, a sheep farm in the Catlins, a surf club car park in the Bay of Plenty. Here is how it works, whether you are travelling or hosting.',
        },
        { type: 'title', text: 'For guests' },
        {
          type: 'list',
          ordered: true,
          items: [
            'Search by place or browse the map under "Where can I stay?". Filter by what you need, such as tents allowed, power, dump station or pets welcome.',
            'Open a property to see its sites, price per night, rules and the nights that are free. Prices are per vehicle (per motorhome) per night.',
            'Pick your nights on the calendar and book. You pay by card in advance, in New Zealand dollars; the price you see is the price you pay.',
            'You get a confirmation email with the address, directions and your host’s contact details. Your trips are always in My Trips.',
            'Arrive at the time your host suggests, park where they ask, and leave the site as you found it. After your stay, leave a review.',
          ],
        },
        { type: 'title', text: 'For hosts' },
        {
          type: 'list',
          ordered: true,
          items: [
            'Join Stopover and choose "I want to Host". You add your details, a profile photo and your bank account.',
            'Verify your identity with our payment provider. This sets up the connected account your payouts go to.',
            'Create your property: where it is, what kind of place it is, the sites you offer, their features, price per night and the nights they are available.',
            'Guests book and pay in advance. You see every booking under Guest Bookings and get an email for each one.',
            `Stopover keeps a service fee of ${fee} of each booking; the rest is paid out to your bank account. Your payouts are listed under Transactions.`,
          ],
        },
        { type: 'title', text: 'Self-contained travel' },
        {
          type: 'text',
          text: 'Many hosts welcome only certified self-contained vehicles, with their own toilet, fresh water and grey-water tanks. Each site says which vehicles it accepts. If your vehicle is not self-contained, filter for sites with toilets or that accept tents and vehicles without facilities.',
        },
        { type: 'become_a_host_button', label: 'Become a host' },
      ],
    },

    'after-booking': {
      title: 'After booking',
      rows: [
        {
          type: 'text',
          text: 'You are booked. Here is what happens between now and the morning you drive away.',
        },
        { type: 'title', text: 'Your confirmation' },
        {
          type: 'text',
          text: 'We send a confirmation email as soon as your payment goes through. It has the property’s address, the host’s directions and their phone number and email. The same details are in My Trips whenever you are signed in; the exact address is shown only to guests with a booking.',
        },
        { type: 'title', text: 'Before you arrive' },
        {
          type: 'list',
          ordered: false,
          items: [
            'Read the property’s description and rules again, including which vehicles each site accepts.',
            'Let your host know roughly when you will arrive, especially if it will be after dark.',
            'Fill your fresh water and empty your tanks before you arrive unless the site has facilities.',
            'Check the road: some rural properties are down gravel or steep driveways. Ask your host if you are unsure about a large vehicle.',
          ],
        },
        { type: 'title', text: 'On the day' },
        {
          type: 'text',
          text: 'Follow your host’s directions to the site and park where they ask. Keep noise down after 9 pm, keep gates as you found them and stay away from stock, crops and machinery unless your host invites you.',
        },
        { type: 'title', text: 'Changing or cancelling' },
        {
          type: 'text',
          text: 'You can cancel any night that has not yet passed from My Trips. What you get back depends on the property’s cancellation policy and how far ahead you cancel; the refund is shown before you confirm. If your host cancels, you get a full refund.',
        },
        {
          type: 'call_to_action',
          title: 'Read the cancellation policy',
          text: 'Flexible, moderate and strict: what each policy gives back.',
          buttonLabel: 'Cancellation policy',
          buttonUrl: '/cancellation-policy',
        },
        { type: 'title', text: 'After your stay' },
        {
          type: 'text',
          text: 'Leave a review of the property: it helps the next guest and thanks your host. If something went wrong, contact us and tell us about it.',
        },
      ],
    },

    'faq-guest': {
      title: 'Frequently asked questions: guests',
      rows: [
        ...qa(
          'What is Stopover?',
          'Stopover is a way to book an overnight stay on private land in New Zealand: farms, vineyards, clubs, lodges and family properties whose owners are happy to host campers and motorhome travellers.',
        ),
        ...qa(
          'Does my vehicle need to be self-contained?',
          'It depends on the site. Many sites accept only certified self-contained vehicles; others have toilets and showers, or welcome tents and vehicles without facilities. Each site lists the vehicles it accepts, and you can filter the search for them.',
        ),
        ...qa(
          'How do I pay?',
          'By credit or debit card when you book, in New Zealand dollars. Your card details are kept by our payment provider, never by Stopover or your host. There is nothing extra to pay on arrival unless your host offers something on the side, such as firewood or eggs.',
        ),
        ...qa(
          'Is the price per person?',
          'No. Prices are per vehicle (per motorhome) per night, for a site. Some hosts limit the number of people per site; check the property’s description.',
        ),
        ...qa(
          'How far ahead can I book? Can I book for tonight?',
          'Each property shows the coming weeks on its calendar. Many hosts accept bookings on the day; some ask for a day’s notice, and the calendar shows which nights you can still book.',
        ),
        ...qa(
          'Can I cancel?',
          'Yes, from My Trips, any night that has not yet passed. Your refund follows the property’s cancellation policy (flexible, moderate or strict) and is shown before you confirm. If the host cancels, you get all your money back.',
        ),
        ...qa(
          'Where do I find the address?',
          'In your confirmation email and in My Trips. To protect hosts’ privacy, the exact address is shown only to guests with a booking; before you book you see the town and an approximate area on the map.',
        ),
        ...qa(
          'Can I bring my dog?',
          'Only where the property says pets are welcome. Many sites are on working farms with stock, where dogs must stay on a lead or are not allowed at all.',
        ),
        ...qa(
          'Can I light a fire or a barbecue?',
          'Only if your host says so and there is no fire ban in the area. Check the local fire danger at checkitsalright.nz before lighting anything outdoors.',
        ),
        ...qa(
          'What if I cannot find the site or something is wrong when I arrive?',
          'Call or message your host first: their phone number is in your confirmation and in My Trips. If you cannot reach them or the problem is not solved, contact us through the contact form and we will help.',
        ),
        ...qa(
          'Do I need an account?',
          'You can browse without one. To book you need a free Stopover account, which you can create with your email, Google or Facebook.',
        ),
        ...qa(
          'How do reviews work?',
          'After your stay you can rate the property from 1 to 5 stars and write a few words. Reviews are shown on the property’s page to help other travellers.',
        ),
      ],
    },

    'faq-host': {
      title: 'Frequently asked questions: hosts',
      rows: [
        ...qa(
          'Who can host on Stopover?',
          'Anyone in New Zealand with a safe, reasonably flat piece of land that vehicles can reach: farms, vineyards, orchards, clubs, pubs, lodges, marae and private homes. You need a New Zealand bank account to receive payouts.',
        ),
        ...qa(
          'What does it cost to list?',
          `Nothing. Listing is free. Stopover keeps a service fee of ${fee} of each booking, and you receive the rest.`,
        ),
        ...qa(
          'How and when am I paid?',
          'Guests pay by card when they book. Your share is paid through your connected account with our payment provider to your New Zealand bank account; payouts are made around the 15th of the month. Every payment is listed under Transactions.',
        ),
        ...qa(
          'Why do I have to verify my identity?',
          'Our payment provider is required by law to know who it pays. Verification is done once, on the provider’s secure pages; if they need more details later, a banner with a link appears at the top of Stopover.',
        ),
        ...qa(
          'How much should I charge?',
          'You set your own price per site per night, from $10 to $999. Most hosts charge between $15 and $40; we suggest $20 to start. You can set different prices for different dates, for example over summer.',
        ),
        ...qa(
          'Do I choose which nights I host?',
          'Yes. You set the nights each site is available and can close any night or date range. You can also ask for a day’s notice so nobody turns up unannounced.',
        ),
        ...qa(
          'What do I need to provide?',
          'A flat, safe spot at least 4 m by 8 m per vehicle that guests can reach without getting stuck. Facilities such as a toilet, water, power or a dump station are welcome but not required: guests with self-contained vehicles bring their own.',
        ),
        ...qa(
          'Can I choose the kinds of vehicles I accept?',
          'Yes. Each site says which vehicles it accepts: self-contained only, campervans, caravans, tents or large vehicles such as buses. Only guests with a matching vehicle should book it.',
        ),
        ...qa(
          'What if a guest cancels?',
          'The property’s cancellation policy decides what the guest gets back, and you keep your share of the rest. You choose the policy for your property: flexible, moderate or strict.',
        ),
        ...qa(
          'Can I cancel a booking?',
          'Yes, from Guest Bookings, up to a day after the guest’s arrival. The guest is refunded in full, so please cancel only when you really have to, and tell the guest why.',
        ),
        ...qa(
          'Do I need council consent or insurance?',
          'Rules differ between councils. Hosting a few vehicles a night on private land is usually allowed, but check with your council if you plan to host regularly or many vehicles, and let your insurer know you host guests.',
        ),
        ...qa(
          'Does a guest have to leave my land as they found it?',
          'Yes. Every guest agrees to our Rules of Etiquette: leave no rubbish, empty tanks only at dump stations, keep noise down and respect stock, gates and crops. If a guest does not, tell us.',
        ),
        { type: 'become_a_host_button', label: 'Become a host' },
      ],
    },

    'rules-of-etiquette': {
      title: 'Rules of etiquette',
      rows: [
        {
          type: 'text',
          text: 'Stopover works because hosts open their land to people they have never met. These rules keep it that way. Every guest agrees to them when they book.',
        },
        { type: 'title', text: 'Leave it as you found it' },
        {
          type: 'list',
          ordered: false,
          items: [
            'Take all your rubbish and recycling with you, unless your host offers bins.',
            'Never empty toilet cassettes or grey water on the ground, in drains or in streams: use a dump station.',
            'Stay on the site you booked and drive slowly on farm tracks.',
            'Leave gates as you found them: open if open, closed if closed.',
          ],
        },
        { type: 'title', text: 'Respect your host and their neighbours' },
        {
          type: 'list',
          ordered: false,
          items: [
            'Arrive and leave at the times your host suggests, and let them know if your plans change.',
            'Keep noise down, especially between 9 pm and 7 am.',
            'Keep away from stock, crops, sheds and machinery unless you are invited.',
            'Keep dogs on a lead and only bring them where pets are welcome.',
            'Only the people and vehicles in your booking stay the night.',
          ],
        },
        { type: 'title', text: 'Camp responsibly in New Zealand' },
        {
          type: 'text',
          text: 'The same care applies wherever you stay. Freedom camping is only allowed where councils permit it, and in many places only for certified self-contained vehicles. Respect local bylaws, fire bans and rāhui, and follow the Tiaki Promise: care for the land, sea and nature, travel safely and show respect.',
        },
      ],
    },

    'health-and-safety': {
      title: 'Health and safety',
      rows: [
        {
          type: 'text',
          text: 'Most stays are on working land. A little care keeps you, your host and their animals safe.',
        },
        { type: 'title', text: 'For guests' },
        {
          type: 'list',
          ordered: false,
          items: [
            'Ask your host about any hazards on arrival: water, steep ground, electric fences, machinery or stock.',
            'Keep children close and away from farm vehicles, dogs and animals they do not know.',
            'Do not drink from streams or troughs; ask your host whether the tap water is safe to drink.',
            'Check the fire danger and any fire ban before lighting anything outdoors.',
            'Know where you are: save the address and your host’s number before you lose mobile coverage.',
            'In an emergency, call 111.',
          ],
        },
        { type: 'title', text: 'For hosts' },
        {
          type: 'list',
          ordered: false,
          items: [
            'Choose sites away from hazards: rivers that flood, unstable banks, machinery and bulls.',
            'Tell guests about anything they should know, in your property description and when they arrive.',
            'Make sure vehicles can get in and out safely, including in wet weather.',
            'If you provide water, power or toilets, keep them clean and in good repair.',
          ],
        },
        { type: 'title', text: 'Biosecurity' },
        {
          type: 'text',
          text: 'Clean mud off your shoes and tyres before moving between farms, and follow any biosecurity signs at farm gates. It helps keep diseases and pests out of New Zealand’s farms and forests.',
        },
      ],
    },

    'terms-and-conditions': {
      title: 'Terms and conditions',
      rows: [
        {
          type: 'text',
          text: 'These terms apply to everyone who uses Stopover, on the web or in the app. By creating an account or making a booking you agree to them. They are governed by the laws of New Zealand, and nothing in them limits your rights under the Consumer Guarantees Act 1993 or the Fair Trading Act 1986 where those apply.',
        },
        { type: 'title', text: '1. What Stopover does' },
        {
          type: 'text',
          text: 'Stopover runs a marketplace where hosts offer overnight stays on their land and guests book them. The stay itself is an agreement between the guest and the host; Stopover is not the owner or operator of any property.',
        },
        { type: 'title', text: '2. Accounts' },
        {
          type: 'text',
          text: 'You must be 18 or older to create an account. Keep your login details safe and tell us straight away if you think someone else is using your account. We may suspend an account that breaks these terms or the Rules of Etiquette.',
        },
        { type: 'title', text: '3. Bookings and payment' },
        {
          type: 'text',
          text: 'Prices are per vehicle per night, in New Zealand dollars, and include GST where it applies. You pay the whole booking by card when you book. Your booking is confirmed when the payment succeeds and we send you a confirmation.',
        },
        { type: 'title', text: '4. Cancellations and refunds' },
        {
          type: 'text',
          text: 'Each property has a cancellation policy, shown before you book. Refunds for guest cancellations follow that policy; if a host cancels, the guest is refunded in full. Refunds go back to the card used to pay.',
        },
        { type: 'title', text: '5. Hosts' },
        {
          type: 'text',
          text: `Hosts must have the right to offer their land, describe it honestly, keep their availability up to date and honour confirmed bookings. Hosts are paid through a connected account with our payment provider, less Stopover's service fee of ${fee} of each booking. Hosts are responsible for any tax on their income and for complying with local rules.`,
        },
        { type: 'title', text: '6. Guests' },
        {
          type: 'text',
          text: 'Guests must follow the Rules of Etiquette and their host’s rules, use only the site and the number of vehicles booked, and pay for any damage they cause.',
        },
        { type: 'title', text: '7. Liability' },
        {
          type: 'text',
          text: 'To the extent the law allows, Stopover is not liable for loss, injury or damage arising from a stay, which is a matter between guest and host. Our total liability to you in connection with a booking is limited to the fees Stopover received for it.',
        },
        { type: 'title', text: '8. Changes' },
        {
          type: 'text',
          text: 'We may update these terms. We will tell account holders of material changes by email before they take effect; using Stopover after that means you accept the new terms.',
        },
      ],
    },

    'privacy-policy': {
      title: 'Privacy policy',
      rows: [
        {
          type: 'text',
          text: 'This policy explains what personal information Stopover collects, why, and what you can do about it. We follow the Privacy Act 2020.',
        },
        { type: 'title', text: 'What we collect' },
        {
          type: 'list',
          ordered: false,
          items: [
            'Account details: your name, email, phone number and profile photo.',
            'Bookings: the properties, sites and nights you book or host, and reviews you write.',
            'Payment details: card and bank details are held by our payment provider; we keep only the last four digits and the expiry date of your card.',
            'Hosts: your property’s address and the identity details our payment provider asks for.',
            'Usage: pages visited and the device and browser you use, to keep the service running and improve it.',
          ],
        },
        { type: 'title', text: 'How we use it' },
        {
          type: 'text',
          text: 'To run your account and bookings, to pay hosts, to send the emails a booking needs, to keep Stopover safe and to improve it. We share a guest’s name and contact details with their host, and a host’s address and contact details with guests who have booked. We do not sell your information.',
        },
        { type: 'title', text: 'Where it is kept' },
        {
          type: 'text',
          text: 'Our service providers (hosting, email and payments) may store information outside New Zealand, under safeguards comparable to the Privacy Act.',
        },
        { type: 'title', text: 'Your rights' },
        {
          type: 'text',
          text: 'You can see and correct your details on your Account page. Its Privacy tab lets you download everything we hold about you as a file and delete your account yourself; you can also ask us through the contact form. If you are not happy with our answer, you can complain to the Office of the Privacy Commissioner.',
        },
        { type: 'title', text: 'What we keep and for how long', anchor: RETENTION_ANCHOR },
        {
          type: 'text',
          text: 'When you delete your account we erase what we no longer need at once, and keep only what the law requires, with your name replaced by “Deleted user”. You cannot delete your account while a stay is still to come or money is still to be paid out to you.',
        },
        {
          type: 'list',
          ordered: false,
          items: RETENTION.map((r) => `${r.category}: ${r.kept}. (${r.why})`),
        },
        { type: 'title', text: 'Cookie policy', anchor: COOKIE_POLICY_ANCHOR },
        {
          type: 'text',
          text: 'Stopover uses a small number of cookies and similar browser storage:',
        },
        {
          type: 'list',
          ordered: false,
          items: [
            'Essential: keep you signed in and protect forms against misuse. The site does not work without them.',
            'Preferences: remember your language and the referral code of a partner who sent you.',
            'Analytics: count visits and see which pages are used, without identifying you.',
          ],
        },
        {
          type: 'text',
          text: 'You can clear or block cookies in your browser settings; if you block essential cookies you will not be able to sign in.',
        },
      ],
    },

    'cancellation-policy': {
      title: 'Cancellation policy',
      rows: [
        {
          type: 'text',
          text: 'Each property on Stopover has one of three cancellation policies, chosen by its host and shown on the property’s page before you book. Refunds are worked out night by night, from how many days before each night you cancel (New Zealand time), so cancelling part of a stay is as fair as cancelling all of it.',
        },
        ...CANCELLATION_POLICIES.flatMap((policy): ContentBlock[] => [
          { type: 'title', text: POLICY_NAMES[policy] },
          { type: 'list', ordered: false, items: describePolicy(policy) },
        ]),
        { type: 'title', text: 'How to cancel' },
        {
          type: 'text',
          text: 'Open My Trips, choose the nights to cancel and confirm. The refund is shown before you confirm and goes back to the card you paid with, usually within 5 to 10 working days.',
        },
        { type: 'title', text: 'When the host cancels' },
        {
          type: 'text',
          text: 'If your host cancels a night, you get a full refund for it, whatever the policy.',
        },
      ],
    },

    vineyards: {
      title: 'Vineyard stays',
      rows: [
        {
          type: 'text',
          text: 'Wake up between the vines. From Marlborough and Central Otago to Hawke’s Bay and Waiheke, wineries across New Zealand welcome self-contained travellers for the night. Visit the cellar door, have dinner at the winery restaurant and let tomorrow take care of the driving.',
        },
        { type: 'collection', slug: 'vineyards', limit: 12 },
      ],
    },
    farms: {
      title: 'Farm stays',
      rows: [
        {
          type: 'text',
          text: 'Stay on a working New Zealand farm: sheep and beef stations, dairy farms, orchards and lifestyle blocks. Fresh air, big skies and the sound of stock at dawn. Ask your host about the farm: many are happy to show you round.',
        },
        { type: 'collection', slug: 'farms', limit: 12 },
      ],
    },
    'bed-and-breakfasts': {
      title: 'Bed and breakfasts',
      rows: [
        {
          type: 'text',
          text: 'Park in the grounds of a family home or lodge. Some B&B hosts offer breakfast, a hot shower or a load of washing for a small extra charge; ask them when you book.',
        },
        {
          type: 'listings',
          title: 'Stays at B&Bs and lodges',
          tagId: tagIds['others:bed_and_breakfast'],
          limit: 12,
        },
      ],
    },
    resorts: {
      title: 'Resorts',
      rows: [
        {
          type: 'text',
          text: 'Resorts, hotels and country pubs with room for motorhomes. Stay the night in your own vehicle and enjoy the restaurant, bar or hot pools a short walk away.',
        },
        { type: 'listings', title: 'Stays at resorts and hotels', tagId: tagIds['others:resort'], limit: 12 },
      ],
    },
    clubs: {
      title: 'Club stays',
      rows: [
        {
          type: 'text',
          text: 'Surf clubs, golf clubs, rugby clubs and RSAs around the country welcome motorhomes for the night. Support a local club, meet the members over a drink and be on the first tee or the first wave in the morning.',
        },
        { type: 'collection', slug: 'clubs', limit: 12 },
      ],
    },
  };
}

/**
 * Writes the static pages in English, with the two tags the B&B and resort pages list by (tagging the
 * demo properties of those kinds). Runs in the demo seed on an empty database.
 */
export async function insertSiteContent(db: Db): Promise<void> {
  await db
    .insert(tags)
    .values(STAY_KIND_TAGS.map((t) => ({ label: t.label, name: t.name, group: 'others', status: 'active' })))
    .onConflictDoNothing({ target: tags.label });
  const tagRows = await db
    .select({ id: tags.id, label: tags.label })
    .from(tags)
    .where(
      inArray(
        tags.label,
        STAY_KIND_TAGS.map((t) => t.label),
      ),
    );
  const tagIds = Object.fromEntries(tagRows.map((t) => [t.label, t.id])) as Record<
    (typeof STAY_KIND_TAGS)[number]['label'],
    number
  >;
  for (const kind of STAY_KIND_TAGS) {
    const id = tagIds[kind.label];
    await db
      .update(locations)
      .set({
        ownTagIds: sql`array_append(${locations.ownTagIds}, ${id}::int)`,
        tagIds: sql`array_append(${locations.tagIds}, ${id}::int)`,
      })
      .where(inArray(locations.propertyType, [...kind.propertyTypes]));
  }

  const written = pages(tagIds);
  await db.insert(contentPages).values(
    STATIC_PAGE_SLUGS.map((slug) => ({
      slug,
      language: 'en',
      title: written[slug].title,
      homeBanner: null,
      rows: contentBlockSchema.array().parse(written[slug].rows),
    })),
  );
}
