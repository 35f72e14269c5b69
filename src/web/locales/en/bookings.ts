// Texts of the guest's bookings screens.

export const bookings = {
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
  },  review: {
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
