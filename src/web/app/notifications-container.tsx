import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../../domain/constants';

/** Its own module so only the container's code is split off; the tiny store stays in the main bundle. */
export default function NotificationsContainer() {
  return <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} position="top-right" />;
}
