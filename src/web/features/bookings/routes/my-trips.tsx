import { useMemo } from 'react';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useGuestProfile } from '../../../lib/queries/stay-reviews';
import { todayInAuckland } from '../../../../domain/dates';
import { groupStays, isPastStay, orderStays, type Stay } from '../../../../domain/stays';
import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import { LoadMore } from '../../../components/load-more';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../components/use-page-title';
import { useTranslation, type TextKey } from '../../../lib/i18n';
import { useBookings } from '../api/get-bookings';
import { useUserReviews } from '../api/get-my-reviews';
import { useViewer } from '../../../lib/session';
import { BookingConfirmedDialog } from '../components/booking-confirmed-dialog';
import { OfflineNote } from '../components/offline-note';
import { StayCard } from '../components/stay-card';

type Section = { key: 'upcoming' | 'past' | 'cancelled'; title: TextKey; stays: Stay<BookingRowDto>[] };

/**
 * /bookings, My Trips (spec sections 2, 3 and 4): the signed-in guest's nights grouped into stays,
 * upcoming first, then past, then cancelled; 50 nights a page, more on request. Straight after Book
 * Now's Confirm it shows the confirmation dialog.
 */
export default function MyTripsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('bookings.myTrips.title'));
  const bookings = useBookings();
  const { viewer } = useViewer();
  const reviews = useUserReviews(viewer?.userId);
  // A past stay may be reviewed once per property (spec section 4); offered when the reviews are known.
  const reviewed = useMemo(
    () => (reviews.data ? new Set(reviews.data.items.map((r) => r.location)) : null),
    [reviews.data],
  );

  const sections = useMemo((): Section[] => {
    const nights = bookings.data?.pages.flatMap((page) => page.items) ?? [];
    const today = todayInAuckland();
    const ordered = orderStays(groupStays(nights), today);
    const of = (key: Section['key']) =>
      ordered.filter((s) =>
        key === 'cancelled'
          ? s.status === 'cancelled'
          : s.status !== 'cancelled' && isPastStay(s, today) === (key === 'past'),
      );
    return [
      { key: 'upcoming', title: 'bookings.myTrips.upcoming', stays: of('upcoming') },
      { key: 'past', title: 'bookings.myTrips.past', stays: of('past') },
      { key: 'cancelled', title: 'bookings.myTrips.cancelled', stays: of('cancelled') },
    ];
  }, [bookings.data]);

  // A booking just confirmed (Book Now's success) shows its dialog over whatever the page shows,
  // always in one place so that it stays open while the trips load.
  if (bookings.isPending || bookings.isError) {
    return (
      <>
        <BookingConfirmedDialog />
        {bookings.isPending ? (
          <PageLoader />
        ) : (
          <QueryError
            error={bookings.error}
            onRetry={() => void bookings.refetch()}
            title={t('bookings.myTrips.loadFailed')}
          />
        )}
      </>
    );
  }

  const empty = sections.every((s) => s.stays.length === 0);
  return (
    <>
      <BookingConfirmedDialog />
      <Container size="md" py={48}>
        <Stack gap="xl">
          <Title order={1}>{t('bookings.myTrips.title')}</Title>
          <OfflineNote />
          <NoShowNotice guestId={viewer?.userId} />
          {empty ? (
            <Text size="lg">{t('bookings.myTrips.empty')}</Text>
          ) : (
            sections
              .filter((section) => section.stays.length > 0)
              .map((section) => (
                <Stack
                  key={section.key}
                  gap="md"
                  component="section"
                  aria-labelledby={`trips-${section.key}`}
                >
                  <Title order={2} size="h3" id={`trips-${section.key}`}>
                    {t(section.title)}
                  </Title>
                  {section.stays.map((stay) => (
                    <StayCard
                      key={stay.key}
                      stay={stay}
                      canReview={
                        section.key === 'past' && reviewed !== null && !reviewed.has(stay.locationId)
                      }
                    />
                  ))}
                </Stack>
              ))
          )}
          <LoadMore pages={bookings} label={t('bookings.myTrips.loadMore')} />
        </Stack>
      </Container>
    </>
  );
}

/** Why instant booking is paused (issue 27): three no-shows in 12 months; requests to book stay open. */
function NoShowNotice({ guestId }: { guestId: string | undefined }) {
  const { t } = useTranslation();
  const profile = useGuestProfile(guestId);
  if (!profile.data || profile.data.mayBookInstantly) return null;
  return (
    <Alert
      color="red.9"
      variant="outline"
      title={t('stayReviewsUi.notice.title')}
      data-testid="no-show-notice"
    >
      {t('stayReviewsUi.notice.text', { count: profile.data.noShowCount })}
    </Alert>
  );
}
