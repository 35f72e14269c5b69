// Texts of the admin screens.

export const admin = {
  /** The audit trail at the foot of a user's and a location's admin pages (decision 022). */
  audit: {
    title: 'Admin activity',
    none: 'No administrator has changed anything here yet.',
    loadFailed: 'The admin activity could not be loaded.',
    when: 'When',
    who: 'Who',
    what: 'What',
    reason: 'Reason',
    deletedAccount: 'A deleted account',
    more: 'More activity',
  },
  home: {
    title: 'Admin',
  },
  /** The admin home (/admin): the last 30 days at a glance. */
  overview: {
    intro: 'The last 30 days, {{from}} to {{to}}, day by day (New Zealand time).',
    loadFailed: 'The overview could not be loaded.',
    total: 'Last 30 days',
    day: 'Day',
    dailyValues: '{{figure}} each day',
    figures: {
      nightsBooked: {
        title: 'Nights booked',
        hint: 'Nights paid for, on the day they were booked.',
        link: 'See bookings by property',
      },
      revenueCents: {
        title: 'Revenue',
        hint: 'What guests paid, less refunds.',
        link: 'See bookings by property',
      },
      platformFeeCents: {
        title: 'Platform fees',
        hint: 'Fees kept by Stopover, less fees refunded.',
        link: 'See bookings by property',
      },
      newUsers: {
        title: 'New users',
        hint: 'People who signed up.',
        link: 'See users',
      },
      newListings: {
        title: 'New listings',
        hint: 'Locations created, listed or not.',
        link: 'See locations',
      },
    },
    locationsOnly: {
      text: 'You can add and manage locations. Choose where to start:',
      label: 'Your admin screens',
      locations: 'Locations',
      createCommercial: 'Create Non-Product listing',
    },
  },
};
