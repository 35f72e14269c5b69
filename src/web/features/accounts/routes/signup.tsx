import { AuthEntryPage } from '../components/auth-entry-page';

export default function SignupRoute() {
  return <AuthEntryPage title="Join Stopover" mode="signup" />;
}
