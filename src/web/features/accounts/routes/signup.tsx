import { PlaceholderPage } from '../../../components/placeholder-page';

export default function SignupRoute() {
  return (
    <PlaceholderPage title="Join Stopover">
      Signing up is coming soon. Until then you can browse every stay and its availability.
    </PlaceholderPage>
  );
}
