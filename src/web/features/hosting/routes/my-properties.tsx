import { useTranslation } from '../../../lib/i18n';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function MyPropertiesRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('hosting.myProperties.title')}>
      {t('hosting.myProperties.text')}
    </PlaceholderPage>
  );
}
