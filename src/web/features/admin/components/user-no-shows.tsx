import { useState } from 'react';
import { Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '../../../../domain/dates';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useTranslation } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useClearNoShows, useGuestProfile } from '../../../lib/queries/stay-reviews';

/**
 * A user's no-shows on their admin page (issue 27, decision 043): each with its property, arrival and
 * the host's note, and Clear (with a reason, kept in the audit trail), which lets them book instantly
 * again. Nothing shows for a user without any.
 */
export function UserNoShows({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const profile = useGuestProfile(userId);
  const clear = useClearNoShows(userId);
  const [clearing, setClearing] = useState(false);
  const noShows = profile.data?.noShows ?? [];
  if (noShows.length === 0) return null;
  const open = noShows.filter((n) => n.clearedAt === null).length;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="user-no-shows-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="user-no-shows-title">
          {t('stayReviewsUi.admin.title')}
        </Title>
        <Text size="sm" data-testid="no-show-status">
          {profile.data!.mayBookInstantly
            ? t('stayReviewsUi.admin.mayBook')
            : t('stayReviewsUi.admin.blocked', { count: profile.data!.noShowCount })}
        </Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('stayReviewsUi.admin.arrival')}</Table.Th>
              <Table.Th scope="col">{t('stayReviewsUi.admin.property')}</Table.Th>
              <Table.Th scope="col">{t('stayReviewsUi.admin.note')}</Table.Th>
              <Table.Th scope="col">{t('stayReviewsUi.admin.cleared')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {noShows.map((n) => (
              <Table.Tr key={n.id} data-testid="no-show">
                <Table.Td>{formatDisplayDate(n.arrival)}</Table.Td>
                <Table.Td>{n.locationName}</Table.Td>
                <Table.Td>{n.note}</Table.Td>
                <Table.Td>{n.clearedAt ? formatDisplayDate(n.clearedAt.slice(0, 10)) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {open > 0 && (
          <Button variant="default" onClick={() => setClearing(true)} style={{ alignSelf: 'flex-start' }}>
            {t('stayReviewsUi.admin.clear')}
          </Button>
        )}
      </Stack>
      <ReasonDialog
        opened={clearing}
        title={t('stayReviewsUi.admin.clearTitle')}
        label={t('stayReviewsUi.admin.reason')}
        minLength={10}
        pending={clear.isPending}
        onConfirm={(reason) =>
          clear.mutate(reason, {
            onSuccess: () => {
              setClearing(false);
              notifySuccess({ title: t('stayReviewsUi.admin.clearedNotice') });
            },
          })
        }
        onClose={() => setClearing(false)}
      />
    </Card>
  );
}
