import { useTranslation } from '../../../lib/i18n';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function MyTripsRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('bookings.myTrips.title')}>{t('bookings.myTrips.text')}</PlaceholderPage>;
}
