import { PlaceholderPage } from '../../../components/placeholder-page';

export default function MyPropertiesRoute() {
  return (
    <PlaceholderPage title="My Properties">
      Managing your properties, guest bookings and transactions here is coming soon.
    </PlaceholderPage>
  );
}
