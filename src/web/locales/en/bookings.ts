// Texts of the guest's bookings screens.

export const bookings = {
  /** Spec sections 2 and 4: My Trips' dialog after Book Now's Confirm. */
  confirmed: {
    title: 'Your booking has been confirmed',
    text: 'Please check your email for detailed information on your stay.',
    summary: '{{location}}: {{total}} paid.',
    dates: '{{arrival}} to {{departure}}',
    stayOf: 'Stay {{number}} of {{count}}: {{arrival}} to {{departure}}',
    close: 'Close',
    /** A request to book sent (issue 26). */
    requestTitle: 'Your request has been sent',
    requestText:
      'The host has {{hours}} hours to accept or decline. We hold the amount on your card and charge it only if they accept. We will email you their answer.',
    requestSummary: '{{location}}: {{total}} held on your card.',
  },
  myTrips: {
    title: 'My Trips',
    /** Spec section 2: My Trips' empty state. */
    empty: 'You have no bookings.',
    loadFailed: 'Your trips could not be loaded',
    upcoming: 'Upcoming',
    past: 'Past',
    cancelled: 'Cancelled',
    arrival: 'Arrival',
    departure: 'Departure',
    nights_one: '{{count}} night',
    nights_other: '{{count}} nights',
    cancelledBadge: 'Cancelled',
    host: 'Host',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    directions: 'Directions',
    siteDirections: 'Directions to {{site}}',
    noDirections: 'The host has not written directions.',
    totalPaid: 'Total paid',
    totalRefunded: 'Total refunded',
    loadMore: 'Load more',
    stayOf: 'Stay at {{location}}',
    /** A stay of which some nights were cancelled and others not. */
    cancelledNights: 'Cancelled nights: {{dates}}',
  },
  /** Requests to book (issue 26): their state in My Trips and Guest Bookings, and answering them. */
  request: {
    status: {
      requested: 'Requested',
      accepted: 'Accepted',
      declined: 'Declined',
      expired: 'Expired',
      withdrawn: 'Withdrawn',
      failed: 'Not charged',
    },
    /** The guest's view of a waiting request. */
    waiting_one: 'Waiting for the host: {{count}} hour left to answer.',
    waiting_other: 'Waiting for the host: {{count}} hours left to answer.',
    held: 'The amount is held on your card, and charged only if the host accepts.',
    declinedReason: 'The host said: {{reason}}',
    ended: {
      declined: 'The host declined this request. Nothing was charged.',
      expired: 'The host did not answer in time. Nothing was charged.',
      withdrawn: 'You withdrew this request. Nothing was charged.',
      failed: 'Your card could not be charged, so this stay did not go ahead.',
    },
    withdraw: 'Withdraw request',
    /** The host's view, in Guest Bookings. */
    pendingTitle: 'Requests to book',
    timeLeft_one: '{{count}} hour left to answer',
    timeLeft_other: '{{count}} hours left to answer',
    accept: 'Accept',
    decline: 'Decline',
    declineTitle: 'Decline the request of {{guest}}',
    declineReason: 'Reason (optional, the guest sees it)',
    done: {
      accept: 'Request accepted: the stay is booked and the guest charged.',
      decline: 'Request declined: the nights are free again.',
      withdraw: 'Request withdrawn: nothing was charged.',
    },
    failed: 'The request could not be answered',
  },
  /** Cancelling a stay, or some of its nights (spec sections 4 and 8; decision 018). */
  /**
   * Administrators' per-night refunds (spec sections 2, 4 and 5): on a stay, and (refund, note, reason)
   * in every list of nights they see (components/night-refund).
   */
  adminRefunds: {
    label: 'Refunds (administrators)',
    night: '{{date}}, {{site}}',
    refund: 'Refund',
    refundNight: 'Refund the night of {{date}}',
    note: 'Refunded {{amount}} on {{date}}: {{reason}}',
    title: 'Refund the night of {{date}} ({{site}}) in full',
    reason: 'Reason for the refund',
  },
  cancel: {
    /** On a stay in My Trips. */
    action: 'Cancel booking',
    title: 'Cancel your stay at {{location}}',
    chooseNights: 'Nights to cancel',
    night: '{{date}}, {{site}} ({{paid}} paid)',
    quoteCaption: 'What comes back',
    nightColumn: 'Night',
    paid: 'Paid',
    refund: 'Refund',
    /** A night's refund and its share of the price. */
    refundOf: '{{refund}} ({{percent}}%)',
    policy: 'Cancellation policy: {{name}}',
    total: 'Total',
    noNights: 'Choose at least one night to cancel.',
    confirm: 'Confirm cancellation',
    keep: 'Keep my booking',
    close: 'Close',
    /** Spec section 8: the info notice while cancelling. */
    cancelling: 'Cancelling booking(s)...',
    /** Spec section 8: the success notice. */
    cancelled: 'Booking successfully cancelled!',
    refunded: '{{amount}} refunded.',
    failed: 'The booking could not be cancelled',
  },
  review: {
    write: 'Write a review',
    formLabel: 'Review your stay at {{location}}',
    rating: 'Your rating',
    chooseRating: 'Please choose 1 to 5 stars.',
    stars_one: '{{count}} star',
    stars_other: '{{count}} stars',
    comment: 'Your review',
    submit: 'Post review',
    cancel: 'Cancel',
  },
};
