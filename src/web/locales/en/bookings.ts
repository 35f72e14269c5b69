// Texts of the guest's bookings screens.

export const bookings = {
  myTrips: {
    title: 'My Trips',
    text: 'Your bookings will be listed here. Booking stays online is coming soon.',
  },
};
