import { PlaceholderPage } from '../../../components/placeholder-page';

export default function MyTripsRoute() {
  return (
    <PlaceholderPage title="My Trips">
      Your bookings will be listed here. Booking stays online is coming soon.
    </PlaceholderPage>
  );
}
