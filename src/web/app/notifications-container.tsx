import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../../domain/constants';

/** Its own module so the container and the notifications store load with the first notice. */
export default function NotificationsContainer() {
  return <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} position="top-right" />;
}
