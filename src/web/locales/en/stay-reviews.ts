// Reviews both ways and no-shows (issue 27, decision 043): My Trips, Guest Bookings, the guest
// profile card and the admin user page.

export const stayReviewsUi = {
  notice: {
    title: 'Instant booking is paused',
    text_one:
      'You have {{count}} no-show in the last 12 months, so instant booking is paused on your account. You can still send requests to book at sites that take them. Contact us to have it cleared.',
    text_other:
      'You have {{count}} no-shows in the last 12 months, so instant booking is paused on your account. You can still send requests to book at sites that take them. Contact us to have it cleared.',
  },
  state: {
    notYet: 'Reviews open when the stay ends ({{date}}).',
    open: 'Write your review by {{date}}.',
    waitingForHost: 'Waiting for the host’s review: both reviews show at once, on {{date}} at the latest.',
    waitingForGuest: 'Waiting for the guest’s review: both reviews show at once, on {{date}} at the latest.',
    revealed: 'Reviews revealed on {{date}}.',
  },
  yourReview: 'Your review ({{rating}}/5):',
  hostsReview: 'The host’s review of you ({{rating}}/5):',
  guestsReview: 'The guest’s review ({{rating}}/5):',
  hostReply: 'The host replied:',
  blindHint:
    'Neither of you sees the other’s review until both are written or 14 days have passed since departure.',
  reply: {
    open: 'Reply',
    formLabel: 'Reply to {{name}}’s review',
    formLabelGuest: 'Reply to this guest’s review',
    label: 'Your reply',
    hint: 'Shown under the review to everyone. You can reply once.',
    save: 'Save reply',
    cancel: 'Cancel',
    saved: 'Your reply is posted',
  },
  host: {
    title: 'Stays to review',
    stay: '{{guest}} at {{location}}, {{from}} – {{to}}',
    review: 'Review {{guest}}',
    reviewLabel: 'Your review of {{guest}}',
    markNoShow: 'Mark as no-show',
    noShowLabel: 'Mark {{guest}} as a no-show',
    noShowHint: 'Only if the guest never arrived. Three no-shows in 12 months pause their instant booking.',
    noShowNote: 'Note (optional)',
    confirmNoShow: 'Mark as no-show',
    noShowMarked: 'Marked as a no-show on {{date}}',
  },
  profile: {
    guest: 'Guest',
    memberSince: 'Member since {{date}}',
    stays_one: '{{count}} stay on Stopover',
    stays_other: '{{count}} stays on Stopover',
    rating_one: '{{rating}} from {{count}} host review',
    rating_other: '{{rating}} from {{count}} host reviews',
    noShows_one: '{{count}} no-show in 12 months',
    noShows_other: '{{count}} no-shows in 12 months',
    vehicleCertified: 'Certified self-contained vehicle',
    noReviews: 'No host reviews yet.',
    review: '{{rating}}/5 at {{location}}:',
  },
  admin: {
    title: 'No-shows',
    mayBook: 'May book instantly.',
    blocked_one: 'Instant booking paused: {{count}} no-show in 12 months.',
    blocked_other: 'Instant booking paused: {{count}} no-shows in 12 months.',
    arrival: 'Arrival',
    property: 'Property',
    note: 'Host’s note',
    cleared: 'Cleared',
    clear: 'Clear',
    clearTitle: 'Clear this guest’s no-shows',
    reason: 'Reason (kept in the audit trail)',
    clearedNotice: 'No-shows cleared',
  },
};
