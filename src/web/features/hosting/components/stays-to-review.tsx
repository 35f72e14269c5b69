import { useMemo, useState } from 'react';
import { Badge, Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDisplayDate, type IsoDate } from '../../../../domain/dates';
import type { BookingRowDto } from '../../../../domain/schemas/booking-list';
import { MAX_NO_SHOW_NOTE } from '../../../../domain/schemas/stay-reviews';
import { staysToReview } from '../../../../domain/stay-reviews';
import type { Stay } from '../../../../domain/stays';
import { Form, FormActions, FormErrorList, SubmitButton } from '../../../components/form/form';
import { GuestProfileCard } from '../../../components/guest-profile-card';
import { ReviewForm } from '../../../components/review-form';
import { StayReviewState } from '../../../components/stay-review-state';
import { errorMessage } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useMarkNoShow, useReviewGuest, useStayReviews } from '../../../lib/queries/stay-reviews';
import { getStaysToReviewNightsQueryOptions } from '../api/get-guest-bookings';
import { guestName } from '../lib/guest-bookings';

/**
 * Guest Bookings' stays to review (issue 27, decision 043): the stays under way or ended within the
 * 14-day window (asked for on their own, whatever dates the table below shows), each with the guest's
 * profile, where the two reviews stand, the form to review the guest, and Mark as no-show from the
 * day after arrival.
 */
export function StaysToReview({ hostId, today }: { hostId: string; today: IsoDate }) {
  const { t } = useTranslation();
  const nights = useQuery(getStaysToReviewNightsQueryOptions(hostId, today));
  const stays = useMemo(() => staysToReview(nights.data ?? [], today), [nights.data, today]);
  if (stays.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="stays-to-review-title" data-testid="stays-to-review">
      <Title order={2} size="h3" id="stays-to-review-title">
        {t('stayReviewsUi.host.title')}
      </Title>
      {stays.map((stay) => (
        <StayToReview key={stay.key} stay={stay} />
      ))}
    </Stack>
  );
}

function StayToReview({ stay }: { stay: Stay<BookingRowDto> }) {
  const { t } = useTranslation();
  const reviews = useStayReviews(stay.key);
  const first = stay.nights[0]!;
  const name = guestName(first.guestContact);
  const r = reviews.data;
  return (
    <Card withBorder radius="md" padding="md" data-testid="stay-to-review">
      <Stack gap="xs">
        <Text fw={700}>
          {t('stayReviewsUi.host.stay', {
            guest: name,
            location: stay.locationName,
            from: formatDisplayDate(r?.arrival ?? stay.dateOfArrival),
            to: formatDisplayDate(r?.departure ?? stay.dateOfDeparture),
          })}
        </Text>
        <GuestProfileCard guestId={first.guest} />
        {r && (
          <>
            <StayReviewState reviews={r} />
            {r.noShow && (
              <Badge color="red.9" variant="filled">
                {t('stayReviewsUi.host.noShowMarked', {
                  date: formatDisplayDate(r.noShow.createdAt.slice(0, 10)),
                })}
              </Badge>
            )}
            {r.state === 'open' && !r.written && <GuestReviewForm night={stay.key} guest={name} />}
            {r.mayMarkNoShow && <NoShowForm night={stay.key} guest={name} />}
          </>
        )}
      </Stack>
    </Card>
  );
}

function GuestReviewForm({ night, guest }: { night: string; guest: string }) {
  const { t } = useTranslation();
  const review = useReviewGuest(night);
  return (
    <ReviewForm
      openLabel={t('stayReviewsUi.host.review', { guest })}
      formLabel={t('stayReviewsUi.host.reviewLabel', { guest })}
      hint={t('stayReviewsUi.blindHint')}
      pending={review.isPending}
      error={review.error}
      onSubmit={review.mutate}
    />
  );
}

function NoShowForm({ night, guest }: { night: string; guest: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const mark = useMarkNoShow(night);
  if (!open) {
    return (
      <Button
        variant="default"
        color="red.9"
        onClick={() => setOpen(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('stayReviewsUi.host.markNoShow')}
      </Button>
    );
  }
  return (
    <Form
      label={t('stayReviewsUi.host.noShowLabel', { guest })}
      onSubmit={(event) => {
        event.preventDefault();
        mark.mutate(note.trim() ? { note: note.trim() } : {}, { onSuccess: () => setOpen(false) });
      }}
    >
      <Text size="sm">{t('stayReviewsUi.host.noShowHint')}</Text>
      <Textarea
        label={t('stayReviewsUi.host.noShowNote')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={MAX_NO_SHOW_NOTE}
        autosize
        minRows={2}
      />
      <FormErrorList errors={[mark.error ? errorMessage(mark.error) : null]} />
      <FormActions
        secondaryAction={
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('bookings.review.cancel')}
          </Button>
        }
      >
        <SubmitButton pending={mark.isPending}>{t('stayReviewsUi.host.confirmNoShow')}</SubmitButton>
      </FormActions>
    </Form>
  );
}
