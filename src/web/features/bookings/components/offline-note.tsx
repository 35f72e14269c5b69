import { Alert } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useOnline } from '../../../lib/offline/online';
import { useSavedMark } from '../../../lib/offline/saved-trips';
import { useViewer } from '../../../lib/session';

/** Without a network: when what the page shows was saved on this device (issue 29). */
export function OfflineNote() {
  const { t, language } = useTranslation();
  const online = useOnline();
  const { viewer } = useViewer();
  const mark = useSavedMark(viewer?.userId);
  if (online) return null;
  const when = mark.data
    ? new Date(mark.data.savedAt).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })
    : null;
  return (
    <Alert color="yellow.9" variant="outline" data-testid="offline-note">
      {when ? t('offlineUi.savedOn', { when }) : t('offlineUi.notSaved')}
    </Alert>
  );
}
