import { useSearchParams } from 'react-router';
import { authErrorMessage } from '../../../../domain/auth-messages';
import { AuthEntryPage } from '../components/auth-entry-page';

/** Why a Google or Facebook sign-in came back to /login?error=<code> without a session. */
export function socialErrorMessage(code: string): string {
  return (
    authErrorMessage(code.toUpperCase()) ??
    'Signing in with Google or Facebook did not complete. Please try again, or log in with your email.'
  );
}

export default function LoginRoute() {
  const [params] = useSearchParams();
  const error = params.get('error');
  return <AuthEntryPage title="Log In" mode="landing" notice={error ? socialErrorMessage(error) : null} />;
}
