// Texts of /why-host (src/web/features/accounts/routes/why-host.tsx): why to host on Stopover, what it
// earns and how payouts work, written for New Zealand farmers, vineyards and clubs.

export const whyHost = {
  pageTitle: 'Why host on Stopover',
  hero: {
    title: 'Share your land with travellers, and earn from it',
    text: 'A spare paddock, the end of a vineyard row, the club’s back field: if a motorhome can park there for the night, it can earn for you. You choose the nights and the price; Stopover brings the guests and takes the payment.',
  },
  becomeAHost: 'Become a Host',
  createProperty: 'Create Property',
  why: {
    title: 'Why host on Stopover',
    reasons: {
      land: {
        title: 'Earn from land you already have',
        text: 'All you need is a flat, firm spot a motorhome can reach. There is nothing to build and no rooms to clean: guests arrive in the evening and are on their way in the morning.',
      },
      control: {
        title: 'You choose the nights and the prices',
        text: 'Set a nightly price for each site, from $10 to $999. Close a site for lambing, vintage or a family wedding, and say whether guests can book on the day or need a day’s notice. Switch your property off whenever you need a break.',
      },
      guests: {
        title: 'Self-contained travellers',
        text: 'Most guests travel in self-contained motorhomes and campervans that carry their own water, toilet and waste, so they ask little of you. If you offer a toilet, shower, water or power, tick it on your site and travellers who need it find you.',
      },
      reviews: {
        title: 'Reviews build trust both ways',
        text: 'Every guest books under their own name and phone number, so you know who is coming. After their stay they rate your place and leave a comment: good reviews bring more bookings.',
      },
      kinds: {
        title: 'Farms, vineyards and clubs',
        text: 'Farmers share a paddock and a glimpse of farm life. Vineyards and cellar doors welcome guests who would rather not drive after a tasting. Surf, golf and rugby clubs and RSAs raise funds from a car park that stands empty most nights.',
      },
    },
  },
  earnings: {
    title: 'What it earns',
    intro:
      'You set the price per motorhome per night, and that is what guests pay. Stopover keeps {{percent}}% of each booking to run the site, find guests and take card payments; the rest is yours.',
    example: 'For example: {{sites}} sites at {{price}} a night, each booked {{nights}} nights in a month.',
    caption: 'Worked example for one month',
    item: 'Item',
    amount: 'Amount',
    guestsPay: 'Guests pay ({{count}} nights at {{price}})',
    fee: 'Stopover’s fee ({{percent}}%)',
    youReceive: 'Paid to you',
    note: 'An example, not a promise: how often you are booked depends on where you are, the season and your reviews.',
  },
  payouts: {
    title: 'How payouts work',
    steps: {
      advance: {
        title: 'Guests pay in advance',
        text: 'Guests pay by card when they book, so every night is paid for before anyone arrives. There is no cash to collect and no invoice to chase.',
      },
      provider: {
        title: 'Your earnings go to your payout account',
        text: 'Payments go through our card payment provider. You add your New Zealand bank account once, and the provider confirms who you are before it pays you.',
      },
      monthly: {
        title: 'Paid to your bank on the 15th',
        text: 'What you have earned is paid into your bank account on the 15th of each month. The next payout day is {{date}}.',
      },
      track: {
        title: 'See every booking and payment',
        text: 'My Hosting lists your guests night by night and every payment and payout in Transactions.',
      },
    },
  },
  cta: {
    title: 'Ready to welcome your first guests?',
    text: 'It takes a few minutes: your details, your bank account, then your property with its sites, prices and a photo or two.',
    hostText: 'Add another property, with its sites, prices and a photo or two.',
  },
} as const;
