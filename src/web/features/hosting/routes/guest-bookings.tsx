import { PlaceholderPage } from '../../../components/placeholder-page';

export default function GuestBookingsRoute() {
  return (
    <PlaceholderPage title="Guest Bookings">
      The bookings guests make at your properties will be listed here soon.
    </PlaceholderPage>
  );
}
