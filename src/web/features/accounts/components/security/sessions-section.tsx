import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../../components/page-loader';
import { QueryError } from '../../../../components/query-error';
import { errorMessage } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../../lib/notify';
import { useEndOtherSessions, useEndSession, useSessions } from '../../api/sessions';
import { deviceName, placeName, relativeTime } from '../../lib/sessions';

/**
 * The account's sessions (issue 31, decision 057): each device with its place and when it was last
 * seen, "This device" on the one in use, Sign out on each other, and Sign out of all other devices.
 */
export function SessionsSection({ userId }: { userId: string }) {
  const { t, language } = useTranslation();
  const sessions = useSessions(userId);
  const endOne = useEndSession(userId);
  const endOthers = useEndOtherSessions(userId);

  const onEndOne = (id: string) =>
    endOne.mutate(id, {
      onSuccess: () => notifySuccess({ title: t('sessionsUi.sessions.signedOut') }),
      onError: (error) =>
        notifyDanger({ title: t('sessionsUi.sessions.failed'), message: errorMessage(error) }),
    });
  const onEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) =>
        notifySuccess({ title: t('sessionsUi.sessions.signedOutOthers', { count: ended }) }),
      onError: (error) =>
        notifyDanger({ title: t('sessionsUi.sessions.failed'), message: errorMessage(error) }),
    });

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('sessionsUi.sessions.title')}
      </Title>
      <Text c="dimmed">{t('sessionsUi.sessions.intro')}</Text>
      {sessions.isPending ? (
        <PageLoader />
      ) : sessions.isError ? (
        <QueryError
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          title={t('sessionsUi.sessions.loadFailed')}
        />
      ) : (
        <>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            aria-label={t('sessionsUi.sessions.listLabel')}
            style={{ listStyle: 'none' }}
          >
            {sessions.data.items.map((session) => {
              const device = deviceName(session.device, t);
              return (
                <Paper component="li" withBorder p="md" radius="md" key={session.id}>
                  <Group justify="space-between" align="center" wrap="nowrap">
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Text fw={600}>{device}</Text>
                        {session.current && (
                          <Badge color="stopover" variant="light">
                            {t('sessionsUi.sessions.thisDevice')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {placeName(session.place, language, t)} ·{' '}
                        {t('sessionsUi.sessions.lastSeen', {
                          when: relativeTime(session.lastSeenAt, language),
                        })}
                      </Text>
                    </Stack>
                    {!session.current && (
                      <Button
                        variant="default"
                        size="xs"
                        aria-label={t('sessionsUi.sessions.signOutLabel', { device })}
                        loading={endOne.isPending && endOne.variables === session.id}
                        onClick={() => onEndOne(session.id)}
                      >
                        {t('sessionsUi.sessions.signOut')}
                      </Button>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          {sessions.data.items.some((s) => !s.current) ? (
            <Group>
              <Button variant="light" color="red" loading={endOthers.isPending} onClick={onEndOthers}>
                {t('sessionsUi.sessions.signOutOthers')}
              </Button>
            </Group>
          ) : (
            <Text size="sm">{t('sessionsUi.sessions.onlyThisDevice')}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
