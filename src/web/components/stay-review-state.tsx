import { Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '../../domain/dates';
import type { StayReviews } from '../../domain/schemas/stay-reviews';
import { useTranslation } from '../lib/i18n';

/**
 * Where a stay's two reviews stand for one side (issue 27, decision 043): review by <date>, waiting for
 * the other's review (both show on <date> at the latest), or revealed on <date> with both texts.
 */
export function StayReviewState({ reviews: r }: { reviews: StayReviews }) {
  const { t } = useTranslation();
  const other = r.side === 'guest' ? r.hostReview : r.guestReview;
  const mine = r.side === 'guest' ? r.guestReview : r.hostReview;
  const date = (d: string) => formatDisplayDate(d);
  const headline =
    r.state === 'notYet'
      ? t('stayReviewsUi.state.notYet', { date: date(r.departure) })
      : r.state === 'open'
        ? t('stayReviewsUi.state.open', { date: date(r.lastDay) })
        : r.state === 'waitingForOther'
          ? t(
              r.side === 'guest'
                ? 'stayReviewsUi.state.waitingForHost'
                : 'stayReviewsUi.state.waitingForGuest',
              {
                date: date(r.revealedOn),
              },
            )
          : t('stayReviewsUi.state.revealed', { date: date(r.revealedOn) });
  return (
    <Stack gap={4} data-testid="review-state" data-state={r.state}>
      <Text size="sm" fw={600}>
        {headline}
      </Text>
      {mine && (
        <Text size="sm">
          {t('stayReviewsUi.yourReview', { rating: mine.rating })} “{mine.comment}”
        </Text>
      )}
      {r.state === 'revealed' && other && (
        <Text size="sm" data-testid="other-review">
          {t(r.side === 'guest' ? 'stayReviewsUi.hostsReview' : 'stayReviewsUi.guestsReview', {
            rating: other.rating,
          })}{' '}
          “{other.comment}”
        </Text>
      )}
    </Stack>
  );
}
