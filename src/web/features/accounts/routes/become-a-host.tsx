import { useTranslation } from '../../../lib/i18n';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function BecomeAHostRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('accounts.becomeAHost.title')}>
      {t('accounts.becomeAHost.text')}
    </PlaceholderPage>
  );
}
