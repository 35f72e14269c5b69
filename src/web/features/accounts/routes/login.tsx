import { PlaceholderPage } from '../../../components/placeholder-page';

export default function LoginRoute() {
  return (
    <PlaceholderPage title="Log In">
      Signing in is coming soon. Until then you can browse every stay and its availability.
    </PlaceholderPage>
  );
}
