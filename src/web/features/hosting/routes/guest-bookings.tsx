import { useTranslation } from '../../../lib/i18n';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function GuestBookingsRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('hosting.guestBookings.title')}>
      {t('hosting.guestBookings.text')}
    </PlaceholderPage>
  );
}
