// Personal data (issue 31, decision 058): the account's Privacy tab, "Your data" with the count of
// each category and the download, and deleting the account. The server's refusals are in the domain
// catalogue (personalData.*).

export const privacyDataUi = {
  tab: 'Privacy',
  title: 'Your data',
  intro:
    'Everything Stopover holds about you, counted below. Download it as a file to keep or to check, or delete your account.',
  loadFailed: 'Your data could not be loaded',
  category: 'What we hold',
  count: 'Records',
  categories: {
    profile: 'Profile and consent',
    signIns: 'Sign-in methods and sessions',
    vehicles: 'Vehicles and certificates',
    staysAsGuest: 'Nights you booked',
    staysAsHost: 'Nights guests booked with you',
    properties: 'Properties you host',
    reviewsWritten: 'Reviews you wrote',
    reviewsReceived: 'Reviews of you and your places',
    messageThreads: 'Conversations',
    payments: 'Payments',
    ledger: 'Money movements',
    payouts: 'Payouts',
    affiliate: 'Nights you referred',
    contactMessages: 'Messages to Stopover',
    uploads: 'Uploaded images',
  },
  download: 'Download my data',
  downloadHint: 'A JSON file with every record. It holds no password and no card number.',
  retention: 'What we keep, and for how long',
  deleteTitle: 'Delete my account',
  deleteIntro:
    'Your profile, vehicles, sign-in methods and sessions are erased, reviews of you as a guest go, and your listings are unlisted. Payments, payouts and receipts are kept for 7 years, as the law requires, under the name “Deleted user”. This cannot be undone.',
  confirmLabel: 'Type your email address to confirm',
  confirmMismatch: 'Type the email address of this account',
  deleteButton: 'Delete my account',
  deleted: 'Your account has been deleted',
  deleteFailed: 'Your account could not be deleted',
  blockedTitle: 'Your account cannot be deleted yet',
  blockedStays: 'Stays still to come (yours, or your guests’)',
  blockedPayouts: 'Money not yet paid out to you: {{amount}}',
};
