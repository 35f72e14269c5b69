import { Affix, Alert, Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { useViewer } from '../lib/session';
import { useKeepTripsOffline } from '../lib/offline/keep-trips';
import { useOnline } from '../lib/offline/online';
import { reloadIntoUpdate, useUpdateWaiting } from '../lib/offline/service-worker';

/** The pages a saved trip opens offline: loaded once saved, so their bundles are on the device. */
const warmTripPages = () =>
  Promise.all([
    import('./screens'),
    import('../features/bookings/routes/my-trips'),
    import('../features/bookings/routes/stay'),
  ]);

function KeepTripsOffline({ userId }: { userId: string }) {
  useKeepTripsOffline(userId, warmTripPages);
  return null;
}

/** Says the network is gone, and where a signed-in guest's saved stays are. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const { viewer } = useViewer();
  if (online) return null;
  return (
    <Alert color="yellow.9" variant="outline" radius={0} py="xs" data-testid="offline-banner">
      <Group gap="sm">
        <Text size="sm">{t(viewer ? 'offlineUi.banner.signedIn' : 'offlineUi.banner.visitor')}</Text>
        {viewer && (
          <Anchor component={Link} to={paths.bookings.href()} size="sm">
            {t('offlineUi.banner.myTrips')}
          </Anchor>
        )}
      </Group>
    </Alert>
  );
}

/** A new version is installed: offered, never forced, so an open page is not pulled from under anyone. */
function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={300}>
      <Paper withBorder shadow="md" p="sm" radius="md" role="status" data-testid="update-prompt">
        <Group gap="sm">
          <Text size="sm">{t('offlineUi.update.text')}</Text>
          <Button size="xs" onClick={() => void reloadIntoUpdate()}>
            {t('offlineUi.update.reload')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}

/** The installable app's parts of every page (issue 29, decision 052). */
export function OfflineEffects() {
  const { viewer } = useViewer();
  return (
    <>
      {viewer && <KeepTripsOffline userId={viewer.userId} />}
      <UpdatePrompt />
    </>
  );
}
