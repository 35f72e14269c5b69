import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SessionItem } from '../../../../../domain/schemas/sessions';
import type { Language } from '../../../../../domain/messages/format';
import { PageLoader } from '../../../../components/page-loader';
import { QueryError } from '../../../../components/query-error';
import { errorMessage } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { notifyDanger, notifySuccess } from '../../../../lib/notify';
import { useEndOtherSessions, useEndSession, useSessions } from '../../api/sessions';

type T = ReturnType<typeof useTranslation>['t'];

/** "3 minutes ago", "yesterday", in the reader's language. */
export function relativeTime(iso: string, language: Language, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The country's name in the reader's language; the local network; or an unknown place. */
export function placeName(place: SessionItem['place'], language: Language, t: T): string {
  if (place.localNetwork) return t('sessionsUi.sessions.localNetwork');
  if (!place.country) return t('sessionsUi.sessions.unknownPlace');
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(place.country) ?? place.country;
  } catch {
    return place.country;
  }
}

export function deviceName(device: SessionItem['device'], t: T): string {
  if (!device.browser && !device.os) return t('sessionsUi.sessions.unknownDevice');
  if (!device.os) return device.browser!;
  return t('sessionsUi.sessions.device', {
    browser: device.browser ?? t('sessionsUi.sessions.unknownBrowser'),
    os: device.os,
  });
}

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
