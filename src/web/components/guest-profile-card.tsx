import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '../../domain/dates';
import { useTranslation } from '../lib/i18n';
import { useGuestProfile } from '../lib/queries/stay-reviews';

/**
 * A guest as a host sees them (issue 27): member since, stays on Stopover, the hosts' revealed
 * reviews (average and texts), no-shows, and whether they keep a certified self-contained vehicle.
 * Compact: the latest two reviews.
 */
export function GuestProfileCard({ guestId }: { guestId: string }) {
  const { t } = useTranslation();
  const profile = useGuestProfile(guestId);
  if (!profile.data) return null;
  const p = profile.data;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="guest-profile-card">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{p.firstName ?? t('stayReviewsUi.profile.guest')}</Text>
          <Text size="sm" c="dimmed">
            {t('stayReviewsUi.profile.memberSince', { date: formatDisplayDate(p.memberSince.slice(0, 10)) })}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge color="blue.9" variant="filled">
            {t('stayReviewsUi.profile.stays', { count: p.completedStays })}
          </Badge>
          {p.rating !== null && (
            <Badge color="teal.9" variant="filled">
              {t('stayReviewsUi.profile.rating', {
                rating: p.rating.toFixed(1),
                count: p.reviews.length,
              })}
            </Badge>
          )}
          {p.noShowCount > 0 && (
            <Badge color="red.9" variant="filled">
              {t('stayReviewsUi.profile.noShows', { count: p.noShowCount })}
            </Badge>
          )}
          {p.vehicleCertified === true && (
            <Badge color="teal.9" variant="filled">
              {t('stayReviewsUi.profile.vehicleCertified')}
            </Badge>
          )}
        </Group>
        {p.reviews.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('stayReviewsUi.profile.noReviews')}
          </Text>
        ) : (
          p.reviews.slice(0, 2).map((r, i) => (
            <Text size="sm" key={i}>
              {t('stayReviewsUi.profile.review', { rating: r.rating, location: r.locationName })} “{r.comment}
              ”
            </Text>
          ))
        )}
      </Stack>
    </Card>
  );
}
