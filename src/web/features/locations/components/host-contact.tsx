import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ownsLocation } from '../../../../domain/roles';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useViewer } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { useResponseStats } from '../api/get-response-stats';

/**
 * "Message the host" (a question before booking, issue 26; the messages screens by URL) and how the
 * host responds over 90 days; nothing about responses when nobody asked. Drawn in the browser only:
 * who is looking decides whether the button shows.
 */
export function HostContact({ location }: { location: LocationDetail }) {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const hydrated = useHydrated();
  const hostId = location.host?.id ?? null;
  const stats = useResponseStats(location.id, hydrated && hostId !== null).data?.stats ?? null;
  if (!hydrated || hostId === null) return null;
  return (
    <Stack gap={4} align="flex-end">
      {!ownsLocation(viewer, { ownerId: hostId }) && (
        <Button component={Link} to={paths.messageAsk.href(location.id)} variant="light">
          {t('messagesUi.actions.messageHost')}
        </Button>
      )}
      {stats && (
        <Text size="sm" c="dimmed" data-testid="host-response">
          {t('messagesUi.response.rate', { rate: stats.ratePercent })}
          {stats.typical && ` · ${t(`messagesUi.response.${stats.typical}`)}`}
        </Text>
      )}
    </Stack>
  );
}
