// Texts of booking a stay from its page (features/locations): the selection's summary, Book Now and
// its dialogs (account details, card, confirm) and the confirmation. The notices of success and
// failure are the domain's (`booking.allBooked`, `booking.problem`), the policies' terms `common`'s.

export const bookNow = {
  close: 'Close',
  panel: {
    title: 'Your stay',
    empty:
      'Choose your nights on the calendar: select a night’s price to add it, select it again to remove it.',
    stay: 'Stay {{number}} of {{count}}',
    arrival: 'Arrival',
    departure: 'Departure',
    nights_one: '{{count}} night',
    nights_other: '{{count}} nights',
    siteNights_one: '{{site}}: {{count}} night',
    siteNights_other: '{{site}}: {{count}} nights',
    stayTotal: 'Stay total',
    total: 'Total',
    totalLine: '{{nights}}, {{total}}',
    clear: 'Clear selection',
    bookNow: 'Book Now',
    /** A night at a Request site (issue 26): the host accepts or declines. */
    requestToBook: 'Request to Book',
    requestNote:
      'The host accepts or declines requests for these nights within {{hours}} hours. Your card is held, and charged only if they accept.',
    kept: 'Your selection is kept on this device until you book.',
    signInFirst: 'Please log in or sign up to book. Your selection is kept.',
  },
  details: {
    title: 'Your details',
    intro: 'The host needs your name and phone number to welcome you and to reach you about your stay.',
    form: 'Your details for this booking',
    /** Spec section 5, the booking dialog's phone rule. */
    invalidPhone: 'Invalid Phone Number',
    save: 'Save and continue',
  },
  payment: {
    title: 'Add a card',
    intro: 'Add the card you will pay with. Nothing is charged until you confirm your booking.',
    save: 'Save card and continue',
  },
  confirm: {
    includesGst: 'Includes GST of {{gst}}',
    title: 'Confirm your booking',
    at: 'At {{location}}',
    nights: 'Number of nights',
    total: 'Total price',
    dates: '{{arrival}} to {{departure}}',
    vehicle: 'Vehicle registration',
    vehicleHint: 'So the host can recognise your vehicle when you arrive.',
    policy: 'Cancellation policy: {{name}}',
    refundAtArrival: 'If you cancel on the day you arrive ({{date}}): {{refund}} of {{paid}} refunded.',
    card: 'Your card ending in {{last4}} is charged {{total}} when you confirm.',
    requestTitle: 'Request to book',
    cardHeld:
      'We hold {{total}} on your card ending in {{last4}}. You are charged only if the host accepts within {{hours}} hours; otherwise the hold is released.',
    sendRequest: 'Send request',
    /** A campaign code (issue 12): applied before confirming, it changes the total charged. */
    code: 'Promo code',
    codeHint: 'Have a promo code? Apply it before you confirm.',
    applyCode: 'Apply',
    removeCode: 'Remove',
    applyingCode: 'Checking your code…',
    codeApplied: 'Code {{code}} applied. New total: {{total}}.',
    codeRemoved: 'Code {{code}} removed. Total: {{total}}.',
    stayTotal: 'Price of the nights',
    discount: 'Discount ({{code}})',
    confirm: 'Confirm',
    cancel: 'Cancel',
    booking: 'Booking your stay…',
    /** The answer did not come in time: the same attempt is sent again, so it cannot book twice. */
    timeout:
      'We did not hear back in time. Your booking may still have gone through: select Confirm to check. You will not be charged twice.',
  },
};
