import { useTranslation } from 'react-i18next';
import { AuthEntryPage } from '../components/auth-entry-page';

export default function SignupRoute() {
  const { t } = useTranslation();
  return <AuthEntryPage title={t('accounts.entry.signUpTitle')} mode="signup" />;
}
