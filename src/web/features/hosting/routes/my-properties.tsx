import { PlaceholderPage } from '../../../components/placeholder-page';

export default function MyPropertiesRoute() {
  return (
    <PlaceholderPage title="My Properties">Managing your properties here is coming soon.</PlaceholderPage>
  );
}
