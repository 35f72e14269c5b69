// Texts of the hosting screens (src/web/features/hosting): the hosting bar, My Properties, Guest
// Bookings and Transactions.

export const hosting = {
  nav: {
    label: 'Hosting',
    myProperties: 'My Properties',
    guestBookings: 'Guest Bookings',
    transactions: 'Transactions',
    createProperty: 'Create Property',
  },
  myProperties: {
    title: 'My Properties',
    text: 'Managing your properties here is coming soon.',
  },
  guestBookings: {
    title: 'Guest Bookings',
    text: 'The bookings guests make at your properties will be listed here soon.',
  },
  transactions: {
    title: 'Transactions',
    loadFailed: 'Your transactions could not be loaded',
    notVerified: 'Payouts start once your payout account is verified',
    checkHostDetails: 'Check your bank account and what our payment provider still needs in Host Details.',
    hostDetails: 'Host Details',
    available: 'Available balance',
    pending: 'Pending',
    nextPayout: 'Next payout date',
    none: 'You have no transactions yet.',
    caption: 'Transactions, newest first (page {{page}})',
    date: 'Date',
    description: 'Description',
    amount: 'Amount',
    previous: 'Previous',
    next: 'Next',
  },
};
