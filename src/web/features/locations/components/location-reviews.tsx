import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { LoadMore } from '../../../components/load-more';
import { StarRating } from '../../../components/star-rating';
import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import { starsFor } from '../../../../domain/reviews';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { useTranslation } from '../../../lib/i18n';
import { useViewer } from '../../../lib/session';
import { useLocationReviews } from '../api/get-location-reviews';
import { HostReplyForm } from './host-reply-form';

/**
 * A stay's reviews (spec sections 2 and 9): the average in whole stars, then each review, newest
 * first, 20 at a time with More reviews. The property's host may reply once under each review
 * (issue 27); the reply shows to everyone.
 */
export function LocationReviews({ location }: { location: LocationDetail }) {
  const { t } = useTranslation();
  const reviews = useLocationReviews(location.id);
  const { viewer } = useViewer();
  const viewerIsHost = !!viewer && !!location.host && location.host.id === viewer.userId;
  const stars = starsFor(location.rating);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md" component="section" aria-labelledby="location-reviews">
      <Title order={2} size="h3" id="location-reviews">
        {t('stays.reviews.title')}
      </Title>
      {location.reviewCount > 0 && location.rating !== null && (
        <Group gap="sm" data-testid="average-rating">
          <StarRating value={stars} label={t('stays.reviews.average', { stars })} />
          <Text size="sm">
            {t('stays.detail.rating', { rating: location.rating.toFixed(1), count: location.reviewCount })}
          </Text>
        </Group>
      )}
      {reviews.isPending ? (
        <Loader size="sm" aria-label={t('stays.reviews.loading')} />
      ) : reviews.isError ? (
        <Text c="red">{t('stays.reviews.error')}</Text>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('stays.reviews.none')}</Text>
      ) : (
        items.map((review) => (
          <Card key={review.id} withBorder padding="md" component="article" data-testid="review">
            <Stack gap={4}>
              <Group justify="space-between">
                <StarRating
                  value={review.rating}
                  label={t('stays.reviews.stars', { stars: review.rating })}
                />
                <Text size="xs" c="dimmed">
                  {formatDisplayDate(todayInAuckland(new Date(review.createdAt)))}
                </Text>
              </Group>
              {review.comment && <Text size="sm">{review.comment}</Text>}
              <Text size="xs" c="dimmed">
                {review.reviewerName
                  ? t('stays.reviews.by', { name: review.reviewerName })
                  : t('stays.reviews.byGuest')}
              </Text>
              {review.hostReply && (
                <Text size="sm" pl="md" data-testid="host-reply">
                  <Text span fw={600}>
                    {t('stayReviewsUi.hostReply')}
                  </Text>{' '}
                  {review.hostReply}
                </Text>
              )}
              {viewerIsHost && !review.hostReply && (
                <HostReplyForm
                  locationId={location.id}
                  reviewId={review.id}
                  reviewerName={review.reviewerName}
                />
              )}
            </Stack>
          </Card>
        ))
      )}
      <LoadMore pages={reviews} label={t('stays.reviews.more')} align="flex-start" />
    </Stack>
  );
}
