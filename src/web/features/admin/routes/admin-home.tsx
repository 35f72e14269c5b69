import { useTranslation } from '../../../lib/i18n';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Inside RequirePermission('admin:area') and the admin bar (src/web/app/router.tsx). */
export default function AdminHomeRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('admin.home.title')}>{t('admin.home.text')}</PlaceholderPage>;
}
