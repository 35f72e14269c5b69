import { PlaceholderPage } from '../../../components/placeholder-page';

export default function BecomeAHostRoute() {
  return (
    <PlaceholderPage title="Become a Host">
      Hosting on Stopover is coming soon: share a spot on your land with travelling campers and earn from
      every night they stay.
    </PlaceholderPage>
  );
}
