import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { i18n } from '../../../lib/i18n';
import { AuthEntryPage } from '../components/auth-entry-page';
import { authCodeText } from '../lib/auth-failure';

/** Why a Google or Facebook sign-in came back to /login?error=<code> without a session. */
export function socialErrorMessage(code: string): string {
  return authCodeText(code.toUpperCase()) ?? i18n.t('accounts.entry.socialFailed');
}

export default function LoginRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const error = params.get('error');
  return (
    <AuthEntryPage
      title={t('accounts.entry.logInTitle')}
      mode="landing"
      notice={error ? socialErrorMessage(error) : null}
    />
  );
}
