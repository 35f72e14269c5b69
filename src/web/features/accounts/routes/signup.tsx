import { useTranslation } from '../../../lib/i18n';
import { AuthEntryPage } from '../components/auth-entry-page';

export default function SignupRoute() {
  const { t } = useTranslation();
  return <AuthEntryPage title={t('accounts.entry.signUpTitle')} mode="signup" />;
}
